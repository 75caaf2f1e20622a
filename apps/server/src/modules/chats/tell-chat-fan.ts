import { FAN_BELL_TYPES, FAN_PATHS } from '@fhp/domain';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotificationJob } from '../notifications/announce-notification-job';
import { insertNotification } from '../notifications/create-notification';
import type { ChatRow } from './chat-rows';

/** Where the athlete answers chat requests (Fan Call Requests). */
export const ATHLETE_CHATS_PATH = '/admin/fans-request';
/** The athlete's bell type of a new chat request. */
export const CHAT_REQUEST_NOTIFICATION = 'chat-request';

/**
 * Tells the fan what happened to their chat, in the transaction that made it happen: the bell's
 * notification, an e-mail through the outbox, and the job that lights the bell after the commit,
 * so all three exist exactly when the change does.
 */
export async function tellChatFan(
  services: AppServices,
  tx: Tx,
  row: ChatRow,
  message: string,
  subject: string,
): Promise<void> {
  const link = new URL(FAN_PATHS.chats, services.config.publicUrl).toString();
  const notificationId = await insertNotification(tx, {
    userId: row.chat.fanUserId,
    type: FAN_BELL_TYPES.chat,
    message,
    data: { chatId: row.chat.id, athleteNumber: row.athleteNumber },
  });
  await services.mailer.send(
    {
      to: row.fanEmail,
      subject,
      text: [`Hi ${row.fanFirstName || 'there'},`, '', message, '', `Your chats: ${link}`].join(
        '\n',
      ),
      template: 'chat-update',
    },
    { db: tx },
  );
  await services.jobs.send(
    announceNotificationJob,
    { userId: row.chat.fanUserId, notificationId, message, url: FAN_PATHS.chats },
    { db: tx },
  );
}

/** The athlete's bell: a fan requested a chat (their money is held). */
export async function tellChatAthlete(
  services: AppServices,
  tx: Tx,
  row: ChatRow,
  message: string,
): Promise<void> {
  const notificationId = await insertNotification(tx, {
    userId: row.chat.athleteUserId,
    type: CHAT_REQUEST_NOTIFICATION,
    message,
    fanId: row.chat.fanUserId,
    data: { chatId: row.chat.id },
  });
  await services.jobs.send(
    announceNotificationJob,
    { userId: row.chat.athleteUserId, notificationId, message, url: ATHLETE_CHATS_PATH },
    { db: tx },
  );
}
