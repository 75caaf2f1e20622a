import type { TPlaceRequestItem, TPlaceRequestsPage } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { placeRequests as r, placeRequestSupporters as s } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

export type PlaceKind = 'city' | 'sport';

/** Support is counted from the supporter rows (primary-key index), so it is always exact. */
export const itemColumns = (me: string) => ({
  id: r.id,
  state: r.state,
  city: r.city,
  college: r.college,
  sport: r.sport,
  status: r.status,
  createdAt: r.createdAt,
  support: sql<number>`(select count(*)::int from ${s} where ${s.requestId} = ${r.id})`,
  supportedByMe: sql<boolean>`exists (select 1 from ${s} where ${s.requestId} = ${r.id} and ${s.userId} = ${me}::uuid)`,
  addedByMe: sql<boolean>`${r.addedBy} = ${me}::uuid`,
});

export const toItem = (row: Omit<TPlaceRequestItem, 'createdAt'> & { createdAt: Date }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Requests are a shared list: every signed-in user sees all of them (to support them), newest
 * first; nobody but the operators may change one.
 */
export async function listPlaceRequests(
  db: DbOrTx,
  kind: PlaceKind,
  me: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TPlaceRequestsPage> {
  const rows = await db
    .select(itemColumns(me))
    .from(r)
    .where(and(eq(r.kind, kind), query.cursor ? afterCursor(r, r, query.cursor) : undefined))
    .orderBy(...newestFirst(r))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
}
