import { notifications } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import type { AppServices } from '../../platform/services';

export type NewNotification = {
  userId: string;
  type: string;
  message: string;
  fanId?: string | null;
  data?: Record<string, unknown>;
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
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

export function announceNotification(
  services: Pick<AppServices, 'events'>,
  userId: string,
  id: string,
) {
  return publishToUser(services, userId, 'notification.created', { id });
}

/** Insert and announce, for callers with no transaction of their own. */
export async function createNotification(
  services: AppServices,
  input: NewNotification,
): Promise<string> {
  const id = await insertNotification(services.db, input);
  await announceNotification(services, input.userId, id);
  return id;
}
