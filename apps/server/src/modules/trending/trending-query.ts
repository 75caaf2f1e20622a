import {
  PURCHASE_KINDS,
  type TPurchaseKind,
  TRENDING_LIMIT,
  type TTrendingQuery,
  type TTrendingResponse,
  trendingWindowStart,
} from '@fhp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';

type Row = {
  kind: TPurchaseKind;
  athlete_number: number;
  first_name: string;
  last_name: string;
};

/**
 * One statement for all seven tabs: for each purchase kind (unnest), a LATERAL subquery reads
 * that kind's purchases of the window through purchases_kind_created_idx (kind = k, created_at
 * >= since), groups them by athlete and keeps the top TRENDING_LIMIT (see the ranking rule in
 * @fhp/domain trending.rules). The filters are joined in, never applied in the application.
 */
export function trendingSql(filters: TTrendingQuery, since: Date): SQL {
  const kinds = sql.join(
    PURCHASE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const sport = filters.sport ? sql`and lower(ap.sport) = lower(${filters.sport})` : sql``;
  const gender = filters.gender ? sql`and ap.gender = ${filters.gender}` : sql``;
  return sql`
    select k.kind, top.athlete_number, top.first_name, top.last_name
    from unnest(array[${kinds}]::purchase_kind[]) with ordinality as k(kind, ord)
    cross join lateral (
      select ap.athlete_number, u.first_name, u.last_name,
             count(*) as purchases, sum(p.amount_cents) as spent
      from purchases p
      join athlete_profiles ap on ap.user_id = p.athlete_user_id
      join users u on u.id = p.athlete_user_id
      where p.kind = k.kind
        and p.created_at >= ${since.toISOString()}::timestamptz
        and not u.blocked
        ${sport}
        ${gender}
      group by p.athlete_user_id, ap.athlete_number, u.first_name, u.last_name
      order by purchases desc, spent desc, ap.athlete_number asc
      limit ${TRENDING_LIMIT}
    ) top
    order by k.ord, top.purchases desc, top.spent desc, top.athlete_number asc`;
}

/** GET /api/trending: each tab's most popular athletes of the last 7 days. */
export async function getTrending(
  db: DbOrTx,
  filters: TTrendingQuery,
  now: Date = new Date(),
): Promise<TTrendingResponse> {
  const since = trendingWindowStart(now);
  const rows = await queryRows<Row>(db, trendingSql(filters, since));
  const lists = Object.fromEntries(
    PURCHASE_KINDS.map((k) => [k, [] as TTrendingResponse['lists'][TPurchaseKind]]),
  ) as TTrendingResponse['lists'];
  for (const r of rows) {
    lists[r.kind].push({
      athleteNumber: Number(r.athlete_number),
      firstName: r.first_name,
      lastName: r.last_name,
    });
  }
  return { windowStart: since.toISOString(), windowEnd: now.toISOString(), lists };
}
