import type { TFanRequestsPage } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { fanRequests as fr, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

/** A page of my fan call requests, newest first, with the fan's name joined in. */
export async function listFanRequests(
  db: DbOrTx,
  athleteId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TFanRequestsPage> {
  const rows = await db
    .select({
      id: fr.id,
      fanName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      callType: fr.callType,
      callTypeValue: fr.callTypeValue,
      status: fr.status,
      createdAt: fr.createdAt,
    })
    .from(fr)
    .innerJoin(users, eq(users.id, fr.fanId))
    .where(
      and(
        eq(fr.athleteId, athleteId),
        query.cursor ? afterCursor(fr, fr, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(fr))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}
