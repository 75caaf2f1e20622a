import { type FAN_BELL_TYPES, fanNotificationMessages, GROUP_CHAT_PATHS } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';

export type ToldFan = { userId: string; notificationId: string };

type GroupChatNotice =
  | typeof FAN_BELL_TYPES.groupChatCancelled
  | typeof FAN_BELL_TYPES.groupChatStarting
  | typeof FAN_BELL_TYPES.groupChatSettled;

/**
 * Tells a seat holder, in the transaction that decided it (a cancellation, the reminder, a
 * settlement): the bell and an e-mail through the outbox, so both exist exactly when the change
 * does. Returns what to announce after the commit (null: the fan's account is gone).
 */
export async function tellSeatHolder(
  services: AppServices,
  tx: Tx,
  notice: {
    fanUserId: string | null;
    type: GroupChatNotice;
    message: string;
    subject: string;
    data: Record<string, unknown>;
  },
): Promise<ToldFan | null> {
  if (!notice.fanUserId) return null;
  const [fan] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, notice.fanUserId));
  if (!fan) return null;
  const notificationId = await insertNotification(tx, {
    userId: notice.fanUserId,
    type: notice.type,
    message: notice.message,
    data: notice.data,
  });
  await services.mailer.send(
    {
      to: fan.email,
      subject: notice.subject,
      text: fanNotificationMessages.emailText(
        fan.firstName,
        notice.message,
        new URL(GROUP_CHAT_PATHS.fan, services.config.publicUrl).toString(),
      ),
      template: notice.type,
    },
    { db: tx },
  );
  return { userId: notice.fanUserId, notificationId };
}

/** After the commit: the fans' bells light up live (no Web Push: the athlete panel's). */
export async function announceToFans(services: AppServices, told: (ToldFan | null)[]) {
  for (const fan of told) {
    if (fan) await announceNotification(services, fan.userId, fan.notificationId);
  }
}
