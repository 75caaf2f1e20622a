import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const consentStatusEnum = pgEnum('consent_status', ['pending', 'confirmed']);

/**
 * A parent's or guardian's consent for a high-school athlete (spec: consent confirmation). Made
 * at sign-up; the e-mailed link /confirm-consent?id=<id> confirms it once.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    status: consentStatusEnum('status').notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parental_consents_athlete_idx').on(t.athleteUserId, t.createdAt.desc())],
);
