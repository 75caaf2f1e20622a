import { PIZZA_REQUEST_STATUSES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { oneOf } from './one-of';
import { payments } from './payments';
import { purchases } from './purchases';
import { users } from './users';

/**
 * A fan's pizza money (food assistance) request to an athlete (spec part 2, "Pizza money"):
 * `pending` until the athlete accepts it, `active` (open to donations) until it ends, `gifted`
 * once the athlete thanked the donors with a gift badge. Rejecting deletes it. A pending or
 * active request past `ends_at` is shown as expired (pizzaRequestDisplayStatus).
 */
export const pizzaMoneyRequests = pgTable(
  'pizza_money_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Its donations are sales on record: the request stays with them (never deleted with the
    // athlete's account; decision 0044).
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The fan who asked; null once their account is gone (the request stays on record). */
    fanUserId: uuid('fan_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    // The athlete's table: keyset pages newest first (also the foreign key's index).
    index('pizza_money_requests_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    // A fan's waiting request to an athlete (one at a time).
    index('pizza_money_requests_fan_idx').on(t.fanUserId, t.athleteUserId),
    check('pizza_money_requests_status_check', oneOf(t.status, PIZZA_REQUEST_STATUSES)),
  ],
);

/**
 * One captured donation to a request, written by its payment's capture with the sale booked
 * (`purchases`, kind pizza_money). The fan's name and e-mail are kept as they were (the
 * donations modal, the gift's thank-you e-mail).
 */
export const pizzaMoneyDonations = pgTable(
  'pizza_money_donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => pizzaMoneyRequests.id, { onDelete: 'restrict' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    fanName: text('fan_name').notNull(),
    fanEmail: text('fan_email').notNull(),
    /** The fan covered the fee, so the athlete received the whole donation (spec noPaypalFee). */
    noFee: boolean('no_fee').notNull(),
    /** What the fan gave, the fee they added excluded (what the cap counts). */
    donationCents: integer('donation_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pizza_money_donations_request_idx').on(t.requestId, t.createdAt.desc()),
    check('pizza_money_donations_positive', sql`${t.donationCents} > 0`),
  ],
);

/** The free gift badge an athlete made for a request's donors (one per request). */
export const pizzaMoneyGifts = pgTable(
  'pizza_money_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => pizzaMoneyRequests.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    introFileId: uuid('intro_file_id').references(() => files.id, { onDelete: 'set null' }),
    appealFileId: uuid('appeal_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pizza_money_gifts_intro_file_idx').on(t.introFileId),
    index('pizza_money_gifts_appeal_file_idx').on(t.appealFileId),
  ],
);
