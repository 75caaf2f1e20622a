import { SIMULATED_ORDER_STATUSES, type TPaymentIntent } from '@fhp/domain';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';

export const simulatedOrderStatusEnum = pgEnum('simulated_order_status', SIMULATED_ORDER_STATUSES);

/**
 * Orders of the built-in payment simulator (the `local` provider): what PayPal would keep on
 * its side, kept here so the simulated checkout works with no network. Test money only.
 */
export const simulatedOrders = pgTable(
  'simulated_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: simulatedOrderStatusEnum('status').notNull().default('created'),
    /** Set once by the first capture; later captures return it unchanged. */
    captureId: text('capture_id'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** Set by a refund of the capture (test money goes back to the buyer). */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    intent: text('intent').$type<TPaymentIntent>().notNull().default('capture'),
    /** An authorised order's hold: its id, and when it runs out (captures after it are refused). */
    authorizationId: text('authorization_id'),
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    /** What the capture of a hold took (a part of the amount held, or all of it). */
    capturedCents: integer('captured_cents'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('simulated_orders_payment_idx').on(t.paymentId)],
);
