import {
  pizzaMoneyMessages as m,
  messages,
  PIZZA_MONEY_PURPOSE,
  type TPizzaCaptureResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { pizzaMoneyDonations, pizzaMoneyRequests as r, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { mailReceiptAndAnnounce } from '../fan-purchases/mail-receipt';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
} from '../payments/capture-handlers';
import { type BookedSale, bookSale, paymentSaleKey } from '../purchases/book-sale';
import { captureSale } from '../purchases/capture-sale';
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
    publicSupporter: donation.publicSupporter,
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
      await mailReceiptAndAnnounce(services, tx, {
        payment,
        booked,
        kind: 'pizza_money',
        itemTitle: donation.description,
        athleteUserId: donation.athleteUserId,
        fan,
      });
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
  const captured = await captureSale(services, {
    userId: fanUserId,
    paymentId,
    purpose: PIZZA_MONEY_PURPOSE,
    notFoundMessage: m.paymentNotFound,
    log,
  });
  if (captured.outcome === 'pending') return captured;
  const donation = readDonationMetadata(captured.payment);
  if (!donation) throw conflict(messages.payments.notOpen);
  return {
    outcome: 'donated',
    purchaseId: captured.purchaseId,
    athleteNumber: donation.athleteNumber,
    message: m.donated,
  };
}
