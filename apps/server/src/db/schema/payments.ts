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

export const paymentStatusEnum = pgEnum('payment_status', [
  'created',
  'captured',
  'cancelled',
  'failed',
]);

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
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
