import { CHAT_OUTCOMES, CHAT_STATUSES, FAN_CALL_TYPES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { purchases } from './purchases';
import { users } from './users';

/** How a fan is called (the spec's fan_callType). */
export const fanCallTypeEnum = pgEnum('fan_call_type', FAN_CALL_TYPES);
export const chatStatusEnum = pgEnum('chat_status', CHAT_STATUSES);
export const chatOutcomeEnum = pgEnum('chat_outcome', CHAT_OUTCOMES);

/**
 * A one-on-one chat a fan booked (issue 36): made when the fan's money is held (the payment's
 * `onAuthorized`), so every row has a live or settled hold behind it. Replaces the paid-up-front
 * fan call requests.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fanUserId: uuid('fan_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The hold; one chat per payment. */
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    channel: fanCallTypeEnum('channel').notNull(),
    /** The fan's WhatsApp number or Zoom e-mail. */
    contact: text('contact').notNull(),
    minutes: integer('minutes').notNull(),
    /** The athlete's rate when booked, and minutes x rate: what is held. */
    rateCents: integer('rate_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    proposedTimes: timestamp('proposed_times', { withTimezone: true }).array().notNull(),
    note: text('note'),
    status: chatStatusEnum('status').notNull().default('requested'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The fan's rating; null while unrated (settled unrated = satisfactory, `autoRated`). */
    outcome: chatOutcomeEnum('outcome'),
    autoRated: boolean('auto_rated').notNull().default(false),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** The fan was reminded the chat is about to start (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages per athlete and per fan, newest first.
    index('chats_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    // The receipt reads a sale's chat (and a purchase's removal checks it).
    index('chats_purchase_idx').on(t.purchaseId),
    index('chats_fan_idx').on(t.fanUserId, t.createdAt.desc(), t.id.desc()),
    // The chat job's work: requests to expire, accepted chats to remind and to settle.
    index('chats_open_idx')
      .on(t.status, t.startsAt)
      .where(sql`${t.status} in ('requested', 'accepted')`),
  ],
);
