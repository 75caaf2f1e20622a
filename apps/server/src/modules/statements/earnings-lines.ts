import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { isoAt, saleOfTransaction } from './sale-link';

/**
 * One ledger transaction that moved the athlete's wallet in the year, with the rest of its
 * postings by account kind and the sale it belongs to (if any).
 */
export type EarningsLine = {
  transactionId: string;
  kind: string;
  at: Date;
  /** The entries on the athlete's wallet (their share, a withdrawal, ...). */
  athleteCents: number;
  /** What the payer paid: minus the provider clearing entries (negative for a refund). */
  grossCents: number;
  platformFeeCents: number;
  managerCents: number;
  schoolCents: number;
  purchaseId: string | null;
  /** The sale's own booking (its key), not its refund or a later posting of its payment. */
  saleBooking: boolean;
  product: string | null;
  payerId: string | null;
  payerName: string | null;
};

type Row = {
  transaction_id: string;
  kind: string;
  at: string;
  athlete_cents: string | number;
  gross_cents: string | number;
  platform_cents: string | number;
  manager_cents: string | number;
  school_cents: string | number;
  purchase_id: string | null;
  sale_booking: boolean | null;
  product: string | null;
  payer_id: string | null;
  payer_name: string | null;
};

const sumOf = (kind: string) =>
  sql.raw(`coalesce(sum(e.amount_cents) filter (where a.kind = '${kind}'), 0)::bigint`);

/**
 * The transactions that moved the athlete's wallet in [from, to), oldest first: the wallet's
 * entries (the account index serves the owner and the dates), then every entry of those
 * transactions summed by account kind, and the athlete's sale each one is linked to.
 */
export async function readEarningsLines(
  db: DbOrTx,
  athleteId: string,
  range: { from: Date; to: Date },
): Promise<EarningsLine[]> {
  const rows = await queryRows<Row>(
    db,
    sql`with mine as (
          select e.transaction_id, sum(e.amount_cents)::bigint as athlete_cents
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.kind = 'athlete_wallet' and a.owner_user_id = ${athleteId}
            and e.created_at >= ${range.from.toISOString()} and e.created_at < ${range.to.toISOString()}
          group by e.transaction_id
        ), totals as (
          select m.transaction_id, m.athlete_cents,
            -${sumOf('provider_clearing')} as gross_cents,
            ${sumOf('platform_revenue')} as platform_cents,
            ${sumOf('manager_wallet')} as manager_cents,
            ${sumOf('school_royalties')} as school_cents
          from mine m
          join ledger_entries e on e.transaction_id = m.transaction_id
          join ledger_accounts a on a.id = e.account_id
          group by m.transaction_id, m.athlete_cents
        )
        select t.id as transaction_id, t.kind, ${isoAt} as at, x.athlete_cents, x.gross_cents,
          x.platform_cents, x.manager_cents, x.school_cents,
          s.id as purchase_id, s.idempotency_key = t.idempotency_key as sale_booking,
          s.kind::text as product, s.fan_user_id as payer_id,
          nullif(trim(u.first_name || ' ' || u.last_name), '') as payer_name
        from totals x
        join ledger_transactions t on t.id = x.transaction_id
        left join lateral (
          select p.id, p.kind, p.fan_user_id, p.idempotency_key from purchases p
          where p.athlete_user_id = ${athleteId} and ${saleOfTransaction}
          limit 1
        ) s on true
        left join users u on u.id = s.fan_user_id
        order by t.created_at, t.id`,
  );
  return rows.map((r) => ({
    transactionId: r.transaction_id,
    kind: r.kind,
    at: new Date(r.at),
    athleteCents: Number(r.athlete_cents),
    grossCents: Number(r.gross_cents),
    platformFeeCents: Number(r.platform_cents),
    managerCents: Number(r.manager_cents),
    schoolCents: Number(r.school_cents),
    purchaseId: r.purchase_id,
    saleBooking: r.sale_booking === true,
    product: r.product,
    payerId: r.payer_id,
    payerName: r.payer_name,
  }));
}

/** The wallet's balance before a moment: the sum of its entries dated earlier. */
export async function walletBalanceBefore(
  db: DbOrTx,
  athleteId: string,
  before: Date,
): Promise<number> {
  const [row] = await queryRows<{ cents: string | number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::bigint as cents
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.kind = 'athlete_wallet' and a.owner_user_id = ${athleteId}
          and e.created_at < ${before.toISOString()}`,
  );
  return Number(row?.cents ?? 0);
}
