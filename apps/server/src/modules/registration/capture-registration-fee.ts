import {
  messages,
  REGISTRATION_FEE_DESCRIPTION,
  type TRegistrationFeeCaptureResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { sendConsentRequest } from '../consent/send-consent-request';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { bookSale, paymentSaleKey } from '../purchases/book-sale';
import { findByFeeToken } from './fee-token';
import { announceNewAthlete } from './new-athlete-fan-email';
import { REGISTRATION_FEE_PURPOSE } from './start-registration-fee';

const m = messages.registration;

/**
 * Runs once, in the capture's transaction: the account becomes active and the fee is booked
 * (all of it the platform's, by the royalty rules).
 * An account that is no longer waiting for its fee (paid by another payment, or gone) cannot
 * take this one: it is refunded.
 */
async function activate(tx: Tx, payment: Payment): Promise<string> {
  const activated = await tx
    .update(athleteProfiles)
    .set({
      registrationStatus: 'active',
      feePaymentId: payment.id,
      activatedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(athleteProfiles.userId, payment.userId ?? ''),
        eq(athleteProfiles.registrationStatus, 'pending_fee'),
      ),
    )
    .returning({ userId: athleteProfiles.userId });
  const [athlete] = activated;
  if (!athlete) throw new CaptureNotRecordable('registration fee already paid');
  await bookSale(tx, {
    kind: 'registration_fee',
    amountCents: payment.amountCents,
    idempotencyKey: paymentSaleKey(payment),
    description: REGISTRATION_FEE_DESCRIPTION,
    buyerUserId: payment.userId,
    paymentId: payment.id,
  });
  return athlete.userId;
}

/**
 * How a captured fee is applied, whoever records it (the fee page, the reconciliation job, a
 * PayPal webhook), built with the app's services (its Mailer and job queue). In the capture's
 * transaction, with the activation: the job that tells fans about an athlete who is really on
 * the platform, and a high-school athlete's consent e-mail to their parent or guardian (outbox
 * row and send job), so both exist exactly when the activation committed.
 */
export function registrationFeeCapture(services: AppServices): CaptureHandler {
  return {
    async stillWanted(_services, payment) {
      const [profile] = await services.db
        .select({ status: athleteProfiles.registrationStatus })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, payment.userId ?? ''));
      return profile?.status === 'pending_fee';
    },
    async onCaptured(tx, payment) {
      const athleteUserId = await activate(tx, payment);
      await announceNewAthlete(services, tx, athleteUserId);
      await sendConsentRequest(services, tx, athleteUserId);
    },
  };
}

/**
 * Captures the fee and activates the account. A replay (same payment, already captured) answers
 * the same result without a second posting; another payment after activation is refused before
 * the provider is asked, so the fee is not taken twice. A capture the provider holds as pending
 * answers 'pending_fee' with the pending notice; the webhook or the reconciliation job completes it.
 */
export async function captureRegistrationFee(
  services: AppServices,
  input: { token: string; paymentId: string },
  log: PaymentLog,
): Promise<TRegistrationFeeCaptureResponse> {
  const athlete = await findByFeeToken(services.db, input.token);
  const done = {
    registrationStatus: 'active' as const,
    athleteNumber: athlete.athleteNumber,
    message: m.accountCreated,
  };
  if (athlete.registrationStatus === 'active') {
    if (athlete.feePaymentId === input.paymentId) return done;
    throw conflict(m.feeAlreadyPaid);
  }
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.userId, athlete.userId)));
  if (payment?.purpose !== REGISTRATION_FEE_PURPOSE) throw conflict(m.feePaymentMismatch);

  const settled = await capturePayment(services, input.paymentId, {
    userId: athlete.userId,
    log,
  });
  if (settled.status === 'pending') {
    return {
      registrationStatus: athlete.registrationStatus,
      athleteNumber: athlete.athleteNumber,
      message: m.feePending,
    };
  }
  return done;
}
