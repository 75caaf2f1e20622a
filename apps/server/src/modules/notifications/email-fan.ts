import { endorsementThankYouText, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notifications as n, users } from '../../db/schema';
import { publishToUser } from '../../platform/events/publish';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

const m = messages.notifications;
const fan = alias(users, 'fan');

/**
 * 'Send Email to Fan who Bought my badge': e-mails the fan the athlete's thank-you ('Response
 * from Athlete') and deletes the notification (spec section 4), in one transaction: the mail is
 * queued (outbox row and send job, retried until the mail server takes it) exactly when the
 * notification goes. If queuing fails, nothing is deleted, so the athlete can try again.
 */
export async function emailFanOfNotification(
  services: AppServices,
  athlete: { id: string; firstName: string; lastName: string },
  id: string,
) {
  const [row] = await services.db
    .select({ type: n.type, fanEmail: fan.email })
    .from(n)
    .leftJoin(fan, eq(fan.id, n.fanId))
    .where(and(eq(n.id, id), eq(n.userId, athlete.id)));
  if (!row) throw notFound();
  if (row.type !== 'endorsement') throw conflict(m.notEndorsement);
  if (!row.fanEmail) throw new AppError('UPSTREAM_FAILED', m.emailFailed);

  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  const fanEmail = row.fanEmail;
  await services.db
    .transaction(async (tx) => {
      await services.mailer.send(
        {
          to: fanEmail,
          subject: m.endorsementSubject,
          text: endorsementThankYouText(name, services.config.links.chatHomeUrl),
          template: 'endorsement-response',
        },
        { db: tx },
      );
      await tx.delete(n).where(and(eq(n.id, id), eq(n.userId, athlete.id)));
    })
    .catch(() => {
      throw new AppError('UPSTREAM_FAILED', m.emailFailed);
    });
  await publishToUser(services, athlete.id, 'notification.updated', { id, deleted: true });
  return { message: m.emailSent };
}
