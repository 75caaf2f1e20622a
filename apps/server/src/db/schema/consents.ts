import { CONSENT_STATUSES } from '@fhp/domain';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const consentStatusEnum = pgEnum('consent_status', CONSENT_STATUSES);

/**
 * A parent's or guardian's consent for a high-school athlete (spec: consent confirmation). Made
 * at sign-up; the e-mailed link /confirm-consent?id=<id> shows who asks, and the guardian's
 * explicit click confirms it once (opening the link confirms nothing). The click is logged:
 * its time and the address it came from.
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
    /** The address of the click that confirmed it (request.ip; TRUST_PROXY decides which). */
    confirmedIp: text('confirmed_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parental_consents_athlete_idx').on(t.athleteUserId, t.createdAt.desc())],
);
