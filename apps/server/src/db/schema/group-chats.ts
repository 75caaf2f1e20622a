import { GROUP_CHAT_SEAT_STATUSES, GROUP_CHAT_STATUSES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { payments } from './payments';
import { purchases } from './purchases';
import { users } from './users';

/**
 * A group chat an athlete schedules (issue 36 item 2): seats sold at `seat_cents` each, held
 * until the chat is over and rated. Its row is the lock every seat's reservation takes, so seats
 * never oversell (decision 0074).
 */
export const groupChats = pgTable(
  'group_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Its seats are sales on record: the chat stays with them.
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    seatCents: integer('seat_cents').notNull(),
    seats: integer('seats').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** When seat holders were told it is about to start (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_chats_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    index('group_chats_starts_idx').on(t.startsAt),
    check('group_chats_status_check', oneOf(t.status, GROUP_CHAT_STATUSES)),
    check('group_chats_seats_check', sql`${t.seats} between 1 and 100`),
    check('group_chats_price_check', sql`${t.seatCents} > 0 and ${t.minutes} > 0`),
  ],
);

/**
 * A fan's seat, written when their money is held (the payment's `onAuthorized`), one per fan per
 * group chat. Rated (or auto-settled) after the chat; the capture books the sale (`purchase_id`).
 */
export const groupChatSeats = pgTable(
  'group_chat_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupChatId: uuid('group_chat_id')
      .notNull()
      .references(() => groupChats.id, { onDelete: 'restrict' }),
    /** Null once the fan's account is gone (the seat's payment stays on record). */
    fanUserId: uuid('fan_user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    status: text('status').notNull().default('held'),
    outcome: text('outcome'),
    /** 'fan' or 'auto' (the window closed unanswered: satisfactory). */
    ratedBy: text('rated_by'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    returnedCents: integer('returned_cents'),
    chargedCents: integer('charged_cents'),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_chat_seats_payment_idx').on(t.paymentId),
    uniqueIndex('group_chat_seats_fan_idx').on(t.groupChatId, t.fanUserId),
    // The receipt's and a purchase's checks read a sale's seat.
    index('group_chat_seats_purchase_idx').on(t.purchaseId),
    index('group_chat_seats_fan_list_idx').on(t.fanUserId, t.createdAt.desc()),
    check('group_chat_seats_status_check', oneOf(t.status, GROUP_CHAT_SEAT_STATUSES)),
  ],
);
