import { defineJob } from '../../platform/jobs/job-queue';
import { announceNotification } from './create-notification';

export type NotificationAnnouncement = {
  userId: string;
  notificationId: string;
  message: string;
  /** The page the push opens. */
  url: string;
};

/**
 * `announceNotification` as a job: queue it in the transaction that writes the notification
 * (a hold recorded by the reconciliation job, a chat settled by the chats job), and the bell
 * lights up once that commits, from whichever process runs it.
 */
export const announceNotificationJob = defineJob<NotificationAnnouncement>(
  'notification-announce',
  async (services, data) => {
    await announceNotification(services, data.userId, data.notificationId, data.message, data.url);
  },
);
