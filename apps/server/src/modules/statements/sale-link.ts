import { sql } from 'drizzle-orm';

/**
 * The conditions tying a ledger transaction `t` to the purchase `p` it moved money for: the
 * sale's own posting (same idempotency key), its refund (`refund:purchase:<id>`,
 * refund-sale.ts), or any other posting of the sale's payment (a settlement booked under the
 * payment). Raw SQL over the aliases `t` and `p` of the statements' queries, in two spellings
 * of the same condition so each direction reads indexes: from a transaction to its purchase
 * (the purchase's unique key, payment and primary key), and from a purchase to its
 * transactions (the transaction's unique key and payment index).
 */
export const saleOfTransaction = sql`(
  p.idempotency_key = t.idempotency_key
  or p.payment_id = t.payment_id
  or p.id = case when t.idempotency_key ~ '^refund:purchase:[0-9a-f-]{36}$'
                 then substr(t.idempotency_key, 17)::uuid end
)`;

export const transactionOfSale = sql`(
  t.idempotency_key = p.idempotency_key
  or t.payment_id = p.payment_id
  or t.idempotency_key = 'refund:purchase:' || p.id::text
)`;

/** A transaction's time as ISO 8601 in UTC, the same text on both database drivers. */
export const isoAt = sql.raw(
  `to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
);
