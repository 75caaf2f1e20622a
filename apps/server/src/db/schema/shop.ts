import { SHOP_ORDER_TYPES } from '@fhp/domain';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

export const shopOrderTypeEnum = pgEnum('shop_order_type', SHOP_ORDER_TYPES);

/**
 * A shop order for scroll signs and poster packs (spec: orders). Written in the transaction that
 * captures its payment; the unique payment id makes a replayed capture a no-op.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    type: shopOrderTypeEnum('type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    apartment: text('apartment').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    companyName: text('company_name'),
    /** The athlete whose name goes on the signs (null for a posters-only order). */
    athleteUserId: uuid('athlete_user_id').references(() => users.id, { onDelete: 'set null' }),
    country: text('country').notNull().default('US'),
    signs: integer('signs').notNull().default(0),
    posterPacks: integer('poster_packs').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a user sets the column null: without an index that would read every order.
  (t) => [index('shop_orders_athlete_idx').on(t.athleteUserId)],
);
