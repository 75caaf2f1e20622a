import { FAN_BELL_TYPES, FAN_PATHS, fanNotificationMessages as m } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import type { Payment } from './capture-handlers';

/**
 * Tells the payer that their payment was refunded, in the transaction that marks it refunded: a
 * notification for their bell and an e-mail through the outbox (a refund is one of the domain's
 * EMAILED_NOTIFICATION_TYPES), so both exist exactly when the refund is recorded. Returns what
 * to announce after the commit, or null when the payment has no user any more.
 */
export async function tellPayerOfRefund(
  services: AppServices,
  tx: Tx,
  payment: Pick<Payment, 'id' | 'userId' | 'amountCents'>,
): Promise<{ userId: string; notificationId: string; message: string; fan: boolean } | null> {
  if (!payment.userId) return null;
  const [payer] = await tx
    .select({ email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!payer) return null;
  const message = m.refunded(payment.amountCents);
  const notificationId = await insertNotification(tx, {
    userId: payment.userId,
    type: FAN_BELL_TYPES.refund,
    message,
    data: { paymentId: payment.id },
  });
  const page = payer.role === 'fan' ? FAN_PATHS.notifications : '/admin/notifications';
  await services.mailer.send(
    {
      to: payer.email,
      subject: m.refundedEmailSubject(payment.amountCents),
      text: m.emailText(
        payer.firstName,
        message,
        new URL(page, services.config.publicUrl).toString(),
      ),
      template: FAN_BELL_TYPES.refund,
    },
    { db: tx },
  );
  return { userId: payment.userId, notificationId, message, fan: payer.role === 'fan' };
}

/**
 * After the commit: lights the payer's bell live. Web Push is the athlete panel's (its pushes
 * open /admin/notifications), so only an athlete's browsers get one.
 */
export async function announceRefund(
  services: AppServices,
  told: Awaited<ReturnType<typeof tellPayerOfRefund>>,
): Promise<void> {
  if (!told) return;
  await announceNotification(
    services,
    told.userId,
    told.notificationId,
    told.fan ? undefined : told.message,
  );
}
