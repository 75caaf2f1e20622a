import type { TFanPurchaseKind } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import type { Payment } from '../payments/capture-handlers';
import { announceSaleJob, type BookedSale, paymentSaleKey } from '../purchases/book-sale';
import { receiptEmail } from './receipt-email';

export type ReceiptSale = {
  payment: Payment;
  /** The sale just booked (not a replay: a replay was mailed and announced the first time). */
  booked: BookedSale;
  kind: TFanPurchaseKind;
  itemTitle: string;
  athleteUserId: string;
  /** The buyer as read in this transaction; null when the row is gone (no one to mail). */
  fan: { email: string; firstName: string } | null;
};

/**
 * What every fan's captured sale does after booking it, in the capture's transaction: the fan's
 * itemised receipt through the Mailer (outbox row and send job commit with the sale, so the fan
 * is mailed exactly once) and the job that lights the athlete's bell and wallet once this commits
 * (queued here, so the announcement survives a process that stops right after the commit).
 */
export async function mailReceiptAndAnnounce(
  services: AppServices,
  tx: Tx,
  sale: ReceiptSale,
): Promise<void> {
  const { payment, booked, fan } = sale;
  const [athlete] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, sale.athleteUserId));
  if (fan) {
    const email = receiptEmail(
      {
        to: fan,
        purchaseId: booked.purchaseId,
        kind: sale.kind,
        itemTitle: sale.itemTitle,
        athleteName: athlete ? `${athlete.firstName} ${athlete.lastName}`.trim() : '',
        amountCents: payment.amountCents,
        split: booked.split,
        at: payment.capturedAt ?? new Date(),
        paymentReference: payment.captureId ?? payment.id,
      },
      services.config.publicUrl,
    );
    await services.mailer.send(email, { db: tx });
  }
  await services.jobs.send(
    announceSaleJob,
    { idempotencyKey: paymentSaleKey(payment) },
    { db: tx },
  );
}
