import { index, integer, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * What a fan can buy from an athlete. The verification pages (spec: /verify/<kind>/<id>) and the
 * trending page read these; the commerce screens (document 2) add their own item tables and
 * point at a purchase row, so every sale of every kind is in one indexed table.
 */
export const purchaseKindEnum = pgEnum('purchase_kind', [
  'sport_badge',
  'momento',
  'group_chat',
  'single_chat',
  'seasonal_badge',
  'endorsement',
  'talking_badge',
]);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: purchaseKindEnum('kind').notNull(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the fan's account is gone; the sale itself stays on record. */
    fanUserId: uuid('fan_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** The captured payment; unique so a replayed capture cannot record the sale twice. */
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    /** The bought item in its commerce table (seasonal badge, talking badge, ...), when it has one. */
    itemId: uuid('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Trending: the last 7 days of one kind, then grouped by athlete.
    index('purchases_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('purchases_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    index('purchases_fan_idx').on(t.fanUserId, t.createdAt.desc()),
  ],
);
