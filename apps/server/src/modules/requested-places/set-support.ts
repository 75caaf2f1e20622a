import type { TSupportState } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { placeRequests as r, placeRequestSupporters as s } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { PlaceKind } from './list-place-requests';

/**
 * The heart: sets whether I support a request. Idempotent (the supporter row's primary key
 * makes a second insert a no-op), so concurrent clicks by many users leave support equal to
 * the number of supporters. Any signed-in user may support.
 */
export async function setSupport(
  db: Db,
  kind: PlaceKind,
  id: string,
  me: string,
  supported: boolean,
): Promise<TSupportState> {
  const [request] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, id), eq(r.kind, kind)));
  if (!request) throw notFound();
  if (supported) {
    await db.insert(s).values({ requestId: id, userId: me }).onConflictDoNothing();
  } else {
    await db.delete(s).where(and(eq(s.requestId, id), eq(s.userId, me)));
  }
  const [row] = await db
    .select({ support: sql<number>`count(*)::int` })
    .from(s)
    .where(eq(s.requestId, id));
  return { support: row?.support ?? 0, supportedByMe: supported };
}
