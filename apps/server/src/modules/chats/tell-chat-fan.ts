import { FAN_BELL_TYPES, FAN_PATHS } from '@fhp/domain';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotificationJob } from '../notifications/announce-notification-job';
import { insertNotification } from '../notifications/create-notification';
import { tellFan } from '../notifications/tell-fan';
import type { ChatRow } from './chat-rows';

/** Where the athlete answers chat requests (Fan Call Requests). */
export const ATHLETE_CHATS_PATH = '/admin/fans-request';
/** The athlete's bell type of a new chat request. */
export const CHAT_REQUEST_NOTIFICATION = 'chat-request';

/** Tells the fan what happened to their chat: bell, e-mail and live bell (`tellFan`). */
export async function tellChatFan(
  services: AppServices,
  tx: Tx,
  row: ChatRow,
  message: string,
  subject: string,
): Promise<void> {
  await tellFan(services, tx, {
    fanUserId: row.chat.fanUserId,
    type: FAN_BELL_TYPES.chat,
    message,
    subject,
    path: FAN_PATHS.chats,
    data: { chatId: row.chat.id, athleteNumber: row.athleteNumber },
  });
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
