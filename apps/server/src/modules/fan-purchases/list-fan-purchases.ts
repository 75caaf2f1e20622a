import type { TFanPurchasesPage } from '@fhp/domain';
import { and } from 'drizzle-orm';
import { purchases as p } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { fanOwns, selectFanPurchases, toFanPurchase } from './fan-purchase-rows';

/**
 * A page of the signed-in fan's purchases, newest first (keyset on created_at, id over the
 * purchases_fan_idx index), each with its license as of now and its verification page.
 */
export async function listFanPurchases(
  db: DbOrTx,
  fanUserId: string,
  query: { cursor: Cursor | null; limit: number },
  now = new Date(),
): Promise<TFanPurchasesPage> {
  const rows = await selectFanPurchases(
    db,
    and(fanOwns(fanUserId), query.cursor ? afterCursor(p, p, query.cursor) : undefined),
  )
    .orderBy(...newestFirst(p))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((row) => toFanPurchase(row, now)),
    nextCursor: page.nextCursor,
  };
}
