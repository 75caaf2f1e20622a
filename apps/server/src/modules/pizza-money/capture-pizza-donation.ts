import {
  pizzaMoneyMessages as m,
  messages,
  PIZZA_MONEY_PURPOSE,
  type TPizzaCaptureResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import {
  payments,
  pizzaMoneyDonations,
  purchases,
  pizzaMoneyRequests as r,
  users,
} from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { receiptEmail } from '../fan-purchases/receipt-email';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { announceSaleJob, type BookedSale, bookSale, paymentSaleKey } from '../purchases/book-sale';
import { type DonationMetadata, readDonationMetadata } from './donation-metadata';
import { displayStatus } from './pizza-request-rows';

type Fan = { email: string; firstName: string; lastName: string };

/**
 * Records a captured donation in the capture's transaction: under the request's lock (a gift or
 * a reject takes it too), the sale through the one booking function (purchases row, ledger
 * split 88 % to the athlete, the athlete's notification) and the donation row with the fan's
 * name and e-mail as they are now. A request gone (rejected) or completed (gifted) meanwhile
 * cannot take it: the capture refunds the money. `at` dates the rows (demo data).
 */
export async function recordDonation(
  tx: Tx,
  payment: Payment,
  options: { at?: Date } = {},
): Promise<{ booked: BookedSale; donation: DonationMetadata; fan: Fan | null }> {
  const donation = readDonationMetadata(payment);
  if (!donation || !payment.userId) {
    throw new CaptureNotRecordable(`pizza money payment ${payment.id} cannot be read`);
  }
  const [request] = await tx
    .select({ status: r.status })
    .from(r)
    .where(and(eq(r.id, donation.requestId), eq(r.athleteUserId, donation.athleteUserId)))
    .for('update');
  if (!request || request.status === 'gifted') {
    throw new CaptureNotRecordable(`pizza money request ${donation.requestId} no longer open`);
  }
  const booked = await bookSale(tx, {
    kind: 'pizza_money',
    amountCents: payment.amountCents,
    idempotencyKey: paymentSaleKey(payment),
    description: donation.description,
    athleteUserId: donation.athleteUserId,
    buyerUserId: payment.userId,
    paymentId: payment.id,
    itemId: donation.requestId,
    at: options.at,
  });
  const [fan] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!booked.replayed) {
    await tx
      .insert(pizzaMoneyDonations)
      .values({
        requestId: donation.requestId,
        purchaseId: booked.purchaseId,
        paymentId: payment.id,
        fanName: fan ? `${fan.firstName} ${fan.lastName}`.trim() : '',
        fanEmail: fan?.email ?? '',
        noFee: donation.coverFee,
        donationCents: donation.donationCents,
        ...(options.at ? { createdAt: options.at } : {}),
      })
      .onConflictDoNothing({ target: pizzaMoneyDonations.paymentId });
  }
  return { booked, donation, fan: fan ?? null };
}

/**
 * The capture handler of PIZZA_MONEY_PURPOSE, bound to the app's services (the Mailer):
 * `stillWanted` (an approved checkout is captured only while its request is active and open);
 * `onCaptured`: the donation recorded, the fan's receipt in the outbox and the job that updates
 * the athlete's bell and wallet live, all in the capture's transaction.
 */
export function pizzaDonationCapture(services: AppServices): CaptureHandler {
  return {
    async stillWanted(_services, payment) {
      const donation = readDonationMetadata(payment);
      if (!donation) return false;
      const [request] = await services.db
        .select({ status: r.status, endsAt: r.endsAt })
        .from(r)
        .where(eq(r.id, donation.requestId));
      return request ? displayStatus(request, new Date()) === 'active' : false;
    },

    async onCaptured(tx, payment) {
      const { booked, donation, fan } = await recordDonation(tx, payment);
      if (booked.replayed) return;
      const [athlete] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, donation.athleteUserId));
      if (fan) {
        const email = receiptEmail(
          {
            to: fan,
            purchaseId: booked.purchaseId,
            kind: 'pizza_money',
            itemTitle: donation.description,
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
    },
  };
}

/**
 * The fan is back from the checkout: capture the donation (or read its earlier capture) and
 * answer the purchase it recorded. A replay answers the same purchase; another fan's payment or
 * one of another purpose is a 404.
 */
export async function capturePizzaDonation(
  services: AppServices,
  fanUserId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TPizzaCaptureResponse> {
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, fanUserId)));
  if (payment?.purpose !== PIZZA_MONEY_PURPOSE) throw notFound(m.paymentNotFound);
  const settled = await capturePayment(services, paymentId, { userId: fanUserId, log });
  if (settled.status === 'pending') {
    return { outcome: 'pending', message: messages.payments.capturePending };
  }
  const [purchase] = await services.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.paymentId, settled.id));
  const donation = readDonationMetadata(settled);
  if (!purchase || !donation) throw conflict(messages.payments.notOpen);
  return {
    outcome: 'donated',
    purchaseId: purchase.id,
    athleteNumber: donation.athleteNumber,
    message: m.donated,
  };
}
