import { and, eq, sql } from 'drizzle-orm';
import { notifications as n } from '../../db/schema';
import { publishToUser } from '../../platform/events/publish';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/**
 * Marks one of my notifications read. Safe to repeat (the first read time is kept); another
 * user's notification is not found, because ownership is part of the update's where.
 */
export async function markNotificationRead(services: AppServices, userId: string, id: string) {
  const [row] = await services.db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  if (!row) throw notFound();
  await publishToUser(services, userId, 'notification.updated', { id });
  return { id: row.id, read: true as const };
}
