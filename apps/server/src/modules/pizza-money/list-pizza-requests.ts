import type { TPizzaRequestsPage } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { pizzaMoneyRequests as r } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { openPizzaRequestId, presentPizzaRequest, selectPizzaRequests } from './pizza-request-rows';

/** A page of the requests fans sent me, newest first (keyset); ownership is part of the query. */
export async function listPizzaRequests(
  db: DbOrTx,
  athleteUserId: string,
  query: { cursor: Cursor | null; limit: number },
  now = new Date(),
): Promise<TPizzaRequestsPage> {
  const rows = await selectPizzaRequests(
    db,
    and(
      eq(r.athleteUserId, athleteUserId),
      query.cursor ? afterCursor(r, r, query.cursor) : undefined,
    ),
  )
    .orderBy(...newestFirst(r))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((row) => presentPizzaRequest(row, now)),
    nextCursor: page.nextCursor,
    openRequestId: await openPizzaRequestId(db, athleteUserId, now),
  };
}
