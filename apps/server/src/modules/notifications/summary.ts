import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/** Unread count for the bell; served by the partial unread index. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}
