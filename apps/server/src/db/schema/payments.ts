import { PAYMENT_STATUSES, type TPaymentIntent } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The statuses and what each means live once, in the domain package (PAYMENT_STATUSES). */
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** Statuses in which a payment holds (or may still take) the buyer's money. */
export const OPEN_PAYMENT_STATUSES = ['created', 'capturing', 'pending', 'captured'] as const;

/** One checkout with a provider. Captured at most once: the ledger posting keys on this id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentStatusEnum('status').notNull().default('created'),
    captureId: text('capture_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The provider's refund of a capture we could not record. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** `authorize`: the money is held at approval and captured when the service is delivered. */
    intent: text('intent').$type<TPaymentIntent>().notNull().default('capture'),
    /** The provider's hold on the buyer's money (intent `authorize`). */
    authorizationId: text('authorization_id'),
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    /**
     * What the settlement of an authorised payment takes (at most the amount held; the rest of
     * the hold is released). Null: the whole amount, as for every payment captured at once.
     */
    captureCents: integer('capture_cents'),
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    // The reconciliation job reads the payments that are not settled yet.
    index('payments_status_idx').on(t.status, t.updatedAt),
    // Pizza money's cap: an athlete's donations of the last 6 months, summed under the
    // athlete's lock by every new donation (modules/pizza-money/pizza-cap.ts), so only this
    // purpose's rows are indexed, by the athlete the payment's metadata names.
    index('payments_pizza_cap_idx')
      .on(sql`(${t.metadata}->>'athleteUserId')`, t.createdAt)
      .where(sql`${t.purpose} = 'pizza-money'`),
    // A group chat's seats are counted under its row lock by every new seat's checkout
    // (modules/group-chats/reserve-seat.ts): only this purpose's rows, by the chat they are for.
    index('payments_group_chat_seat_idx')
      .on(sql`(${t.metadata}->>'groupChatId')`)
      .where(sql`${t.purpose} = 'group-chat-seat'`),
    // One registration fee per athlete open or paid at a time: a second parallel checkout is
    // refused before the buyer pays (the purpose is REGISTRATION_FEE_PURPOSE).
    uniqueIndex('payments_one_open_fee_idx')
      .on(t.userId)
      .where(
        sql`${t.purpose} = 'registration-fee' and ${t.status} in ('created', 'capturing', 'pending', 'captured')`,
      ),
  ],
);
