import { SALE_KINDS, saleCreditsAthlete, type TSaleKind } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { isoAt, transactionOfSale } from './sale-link';

/** One ledger transaction of a fan's payment to an athlete (the sale, or its refund). */
export type GivingLine = {
  transactionId: string;
  kind: string;
  at: string;
  /** Minus the provider clearing entries: what the fan paid (negative: given back). */
  paidCents: number;
  purchaseId: string;
  product: string;
  athleteId: string;
  athleteName: string;
};

type Row = {
  transaction_id: string;
  kind: string;
  at: string;
  paid_cents: string | number;
  purchase_id: string;
  product: string;
  athlete_id: string;
  athlete_name: string | null;
};

/** The sales that pay an athlete: a fan's own registration fee or shop order is not giving. */
const ATHLETE_KINDS = SALE_KINDS.filter((kind: TSaleKind) => saleCreditsAthlete(kind));

/**
 * The fan's payments to athletes in [from, to), oldest first: each ledger transaction linked
 * to one of the fan's purchases, valued by its provider clearing entries (the money that came
 * in from, or went back to, the fan), so a partial return booked with a sale stays true.
 */
export async function readGivingLines(
  db: DbOrTx,
  fanId: string,
  range: { from: Date; to: Date },
): Promise<GivingLine[]> {
  const kinds = sql.join(
    ATHLETE_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select t.id as transaction_id, t.kind, ${isoAt} as at,
          (-coalesce(sum(e.amount_cents) filter (where a.kind = 'provider_clearing'), 0))::bigint
            as paid_cents,
          p.id as purchase_id, p.kind::text as product, p.athlete_user_id as athlete_id,
          nullif(trim(u.first_name || ' ' || u.last_name), '') as athlete_name
        from purchases p
        join ledger_transactions t on ${transactionOfSale}
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
        join users u on u.id = p.athlete_user_id
        where p.fan_user_id = ${fanId} and p.kind::text in (${kinds})
          and t.created_at >= ${range.from.toISOString()} and t.created_at < ${range.to.toISOString()}
        group by t.id, p.id, u.first_name, u.last_name
        having coalesce(sum(e.amount_cents) filter (where a.kind = 'provider_clearing'), 0) <> 0
        order by t.created_at, t.id`,
  );
  return rows.map((r) => ({
    transactionId: r.transaction_id,
    kind: r.kind,
    at: r.at,
    paidCents: Number(r.paid_cents),
    purchaseId: r.purchase_id,
    product: r.product,
    athleteId: r.athlete_id,
    athleteName: r.athlete_name ?? '',
  }));
}
