import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { athleteProfiles } from './athletes';

/**
 * The one-time token that lets the fee page pay for an account that cannot sign in yet: one per
 * athlete (a new one from "resume" replaces it), stored as its SHA-256 only. It keeps answering
 * after the fee is paid, so a reload of the fee page says "already paid", until the fee page
 * exchanges it for the athlete's first session (`fee-session.ts`), which deletes it.
 */
export const registrationFeeTokens = pgTable('registration_fee_tokens', {
  athleteUserId: uuid('athlete_user_id')
    .primaryKey()
    .references(() => athleteProfiles.userId, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
