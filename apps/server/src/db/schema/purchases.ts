import { SALE_KINDS, saleCreditsAthlete } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * Every sale, of every kind, in one indexed table: what a fan buys from an athlete (the
 * verification pages, spec /verify/<kind>/<id>, and the trending page read these), and the
 * platform's own sales (registration fee, shop orders). The commerce screens (document 2) add
 * their own item tables and point at a purchase row. Rows are written only by
 * `modules/purchases/book-sale.ts`, together with the sale's ledger postings, and never
 * deleted: receipts, verification pages and the ledger point at them, so their keys to the
 * athlete, the buyer and the payment are RESTRICT (an account with sales is deactivated, never
 * deleted; decision 0044).
 */
export const purchaseKindEnum = pgEnum('purchase_kind', SALE_KINDS);

const PLATFORM_SALE_KINDS = SALE_KINDS.filter((k) => !saleCreditsAthlete(k));

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: purchaseKindEnum('kind').notNull(),
    /** The athlete the sale credits; null for the platform's own sales. */
    athleteUserId: uuid('athlete_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The buyer: a fan, or the athlete paying their own registration fee; null for a visitor's
     * shop order.
     */
    fanUserId: uuid('fan_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The price of the sale, which its royalty split is computed from. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * The part of the price given back to the buyer in the sale's own settlement (a chat rated
     * rude or short, or no-show): never charged, taken from the platform's side of the split.
     * The buyer paid `amount_cents - returned_cents`.
     */
    returnedCents: integer('returned_cents').notNull().default(0),
    /** The captured payment; unique so a replayed capture cannot record the sale twice. */
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The bought item in its commerce table (seasonal badge, talking badge, ...), when it has one. */
    itemId: uuid('item_id'),
    /**
     * Booking the same key again records nothing and returns this sale: `payment:<id>` for a
     * capture (the same key as its ledger transaction), a stable name for demo rows.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * The fan agreed at checkout to be shown as a supporter on the athlete's page (first name and
     * last initial only). False by default: nobody is listed without saying yes.
     */
    publicSupporter: boolean('public_supporter').notNull().default(false),
    /**
     * When the sale was refunded (by an operator, or in the provider's dashboard): its license
     * ended then, and its ledger postings were reversed by one booking (`refund:purchase:<id>`).
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The operator's reason for the refund; null for one made at the provider. */
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Trending: the last 7 days of one kind, then grouped by athlete.
    index('purchases_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('purchases_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    // The athlete page's recent public supporters: only the consenting rows, newest first, so
    // the read stays a short index scan however many sales an athlete has without consent.
    index('purchases_public_supporters_idx')
      .on(t.athleteUserId, t.createdAt.desc())
      .where(sql`${t.publicSupporter}`),
    index('purchases_fan_idx').on(t.fanUserId, t.createdAt.desc()),
    // A contest's badge sales (its leaderboard), and any item's sales.
    index('purchases_item_idx').on(t.itemId),
    // The console's purchases list (to refund one): newest first.
    index('purchases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check(
      'purchases_athlete_credited',
      sql`${t.athleteUserId} is not null or ${t.kind}::text in (${sql.raw(
        PLATFORM_SALE_KINDS.map((k) => `'${k}'`).join(', '),
      )})`,
    ),
    check(
      'purchases_returned_within_price',
      sql`${t.returnedCents} >= 0 and ${t.returnedCents} < ${t.amountCents}`,
    ),
  ],
);
