import { notificationsMessages } from '@fhp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Marks all my unread notifications read in one statement (ownership and "unread" are the
 * update's where: another user's rows and rows already read are untouched, their first read time
 * kept). Other tabs refresh through the same live event as one read, when anything changed.
 */
export async function markAllNotificationsRead(services: AppServices, userId: string) {
  const rows = await services.db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .returning({ id: n.id });
  if (rows.length > 0) {
    await publishToUser(services, userId, 'notification.updated', { all: true });
  }
  return { count: rows.length, message: notificationsMessages.allMarkedRead };
}
