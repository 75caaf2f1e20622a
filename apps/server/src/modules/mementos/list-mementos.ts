import type { TMementosPage } from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { mementos as mm } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { presentMemento, selectMementos } from './memento-rows';

/** A page of the athlete's own mementos, newest first (mementos_athlete_idx). */
export async function listMementos(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TMementosPage> {
  const rows = await selectMementos(db)
    .where(
      and(
        eq(mm.athleteUserId, userId),
        isNull(mm.deletedAt),
        query.cursor ? afterCursor(mm, mm, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(mm))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(presentMemento), nextCursor: page.nextCursor };
}
