import { TUTORIAL_AUDIENCES, TUTORIAL_KINDS } from '@fhp/domain';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';

/**
 * Tutorials (the athlete panel's Tutorials) and education videos (its Education page), written
 * by operators in the console. Athletes see the audiences 'athlete' and 'both'.
 */
export const tutorials = pgTable(
  'tutorials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    audience: text('audience').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutorials_kind_check', oneOf(t.kind, TUTORIAL_KINDS)),
    check('tutorials_audience_check', oneOf(t.audience, TUTORIAL_AUDIENCES)),
    // The console's keyset (newest first, by kind) and the panel's list of a kind.
    index('tutorials_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tutorials_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);
