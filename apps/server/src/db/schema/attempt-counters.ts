import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse limits shared by every process: one counter per limited thing (`scope`, e.g.
 * 'login-account-address'), per key (an e-mail, an address, or both) and per fixed time window.
 * A request takes its attempt by one conditional upsert before it does the expensive work, so
 * parallel requests cannot all slip under the limit. Rows past `expires_at` are pruned.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.windowStart] }),
    index('attempt_counters_expires_idx').on(t.expiresAt),
  ],
);
