import { messages } from '@fhp/domain';
import { notifications } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import { pushJob } from '../../platform/push/push-job';
import type { AppServices } from '../../platform/services';

export type NewNotification = {
  userId: string;
  type: string;
  message: string;
  fanId?: string | null;
  data?: Record<string, unknown>;
  /** When it happened, if not now (a demo sale dated in the past). */
  createdAt?: Date;
};

/**
 * Writes a notification (in the caller's transaction when given one). Call
 * `announceNotification` after the commit so the bell lights up live.
 */
export async function insertNotification(db: DbOrTx, input: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      message: input.message,
      fanId: input.fanId ?? null,
      data: input.data ?? {},
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/**
 * Lights the bell (live event) and queues a push to the user's subscribed browsers: a slow push
 * service never holds up the request that created the notification.
 */
export async function announceNotification(
  services: Pick<AppServices, 'events' | 'jobs'>,
  userId: string,
  id: string,
  message?: string,
  /** The page the push opens (the athlete's bell unless said). */
  url = '/admin/notifications',
) {
  if (message !== undefined)
    await services.jobs.send(pushJob, {
      userId,
      payload: { title: messages.push.title, body: message, url },
    });
  return publishToUser(services, userId, 'notification.created', { id });
}

/** Insert and announce, for callers with no transaction of their own. */
export async function createNotification(
  services: AppServices,
  input: NewNotification,
): Promise<string> {
  const id = await insertNotification(services.db, input);
  await announceNotification(services, input.userId, id, input.message);
  return id;
}
