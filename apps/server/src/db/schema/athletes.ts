import { sql } from 'drizzle-orm';
import { integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** athleteID: consecutive numbers from a sequence, unique even under concurrent sign-ups. */
export const athleteNumberSeq = pgSequence('athlete_number_seq', { startWith: 1001 });

/**
 * The athlete record beside the user account. This is the part the panel's shell needs;
 * sign-up adds the rest of the athlete's fields.
 */
export const athleteProfiles = pgTable('athlete_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  athleteNumber: integer('athlete_number')
    .notNull()
    .unique()
    .default(sql`nextval('athlete_number_seq')`),
  sport: text('sport'),
  state: text('state'),
  /** Chat rate per minute in cents; null until the athlete sets it. */
  chatRateCents: integer('chat_rate_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
