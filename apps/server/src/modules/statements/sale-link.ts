import { sql } from 'drizzle-orm';

/**
 * The condition tying a ledger transaction `t` to the purchase `p` it moved money for: the
 * sale's own posting (same idempotency key), its refund (`refund:purchase:<id>`,
 * refund-sale.ts), or any other posting of the sale's payment (a settlement booked under the
 * payment). Raw SQL over the aliases `t` and `p` of the statements' queries.
 */
export const linksSale = sql`(
  p.idempotency_key = t.idempotency_key
  or (p.payment_id is not null and t.payment_id = p.payment_id)
  or (t.idempotency_key like 'refund:purchase:%' and t.idempotency_key = 'refund:purchase:' || p.id::text)
)`;

/** A transaction's time as ISO 8601 in UTC, the same text on both database drivers. */
export const isoAt = sql.raw(
  `to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
);
