import { fanNotificationMessages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotificationJob } from './announce-notification-job';
import { insertNotification } from './create-notification';

export type FanNotice = {
  fanUserId: string | null;
  /** The bell's type (FAN_BELL_TYPES); also the e-mail's template name. */
  type: string;
  message: string;
  subject: string;
  /** The fan-area page the e-mail links to and the push opens. */
  path: string;
  data: Record<string, unknown>;
};

/**
 * Tells a fan what happened to something of theirs (a chat, a group chat seat), in the
 * transaction that decided it: the bell's notification, an e-mail through the outbox and the
 * job that lights the bell once the change commits, so all three exist exactly when it does.
 * Nothing is written for a fan whose account is gone.
 */
export async function tellFan(services: AppServices, tx: Tx, notice: FanNotice): Promise<void> {
  if (!notice.fanUserId) return;
  const [fan] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, notice.fanUserId));
  if (!fan) return;
  const notificationId = await insertNotification(tx, {
    userId: notice.fanUserId,
    type: notice.type,
    message: notice.message,
    data: notice.data,
  });
  const link = new URL(notice.path, services.config.publicUrl).toString();
  await services.mailer.send(
    {
      to: fan.email,
      subject: notice.subject,
      text: fanNotificationMessages.emailText(fan.firstName, notice.message, link),
      template: notice.type,
    },
    { db: tx },
  );
  await services.jobs.send(
    announceNotificationJob,
    { userId: notice.fanUserId, notificationId, message: notice.message, url: notice.path },
    { db: tx },
  );
}
