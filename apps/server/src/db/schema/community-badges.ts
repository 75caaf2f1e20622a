import { COMMUNITY_BADGE_FIRST_NUMBER } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * Badge numbers come from a sequence, not from "the newest badge plus one" as in the spec: two
 * purchases at once never get the same number, and a number once handed out (even by a
 * transaction that rolled back) is never given again.
 */
export const communityBadgeNumberSeq = pgSequence('community_badge_number_seq', {
  startWith: COMMUNITY_BADGE_FIRST_NUMBER,
  minValue: COMMUNITY_BADGE_FIRST_NUMBER,
});

/**
 * A sports community badge an athlete bought (spec part 2, section 3). Created by the capture
 * of its payment, which is unique: a replayed or raced capture cannot create a second badge.
 */
export const communityBadges = pgTable(
  'community_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A sale on record (its certificate, its verification): never deleted with the account.
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Printed as FHP-00100001 (formatCommunityBadgeNumber). */
    badgeNumber: bigint('badge_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('community_badge_number_seq')`),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_badges_athlete_idx').on(t.athleteUserId, t.createdAt.desc())],
);
