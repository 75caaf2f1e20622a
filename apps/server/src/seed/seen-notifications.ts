import { inArray, sql } from 'drizzle-orm';
import { notifications } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * Marks demo notifications read a minute after they were written: a demo sale in the past was
 * seen by its athlete (the bell's unread count is the few the demo means to show).
 */
export async function markDemoNotificationsSeen(db: DbOrTx, ids: (string | null | undefined)[]) {
  const seen = ids.filter((id): id is string => Boolean(id));
  if (seen.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '1 minute'` })
    .where(inArray(notifications.id, seen));
}
