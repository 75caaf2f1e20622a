import {
  messages,
  REGISTRATION_FEE_CENTS,
  REGISTRATION_FEE_DESCRIPTION,
  type TPaymentPurpose,
  type TRegistrationFeeStartResponse,
  type TRegistrationFeeSummary,
} from '@fhp/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES, payments } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { settlePayment } from '../payments/capture-payment';
import { cancelOpenPayment } from '../payments/payment-queries';
import { isOrderPending, startPayment } from '../payments/start-payment';
import { findByFeeToken } from './fee-token';

export const REGISTRATION_FEE_PURPOSE = 'registration-fee' satisfies TPaymentPurpose;
/** Where the provider sends the athlete back; startPayment adds `paymentId`. */
export const REGISTRATION_FEE_PAGE = '/auth/registration-fee';

/** What the fee page shows. A paid account still answers, so a reload says "already paid". */
export async function registrationFeeSummary(
  services: AppServices,
  token: string,
): Promise<TRegistrationFeeSummary> {
  const athlete = await findByFeeToken(services.db, token);
  return {
    firstName: athlete.firstName,
    lastName: athlete.lastName,
    athleteNumber: athlete.athleteNumber,
    registrationStatus: athlete.registrationStatus,
    amountCents: REGISTRATION_FEE_CENTS,
    currency: 'USD',
    description: REGISTRATION_FEE_DESCRIPTION,
  };
}

/** The one open fee payment of an athlete, if any (the unique index allows no second one). */
async function openFeePayment(services: AppServices, userId: string) {
  const [open] = await services.db
    .select({
      id: payments.id,
      status: payments.status,
      providerOrderId: payments.providerOrderId,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, REGISTRATION_FEE_PURPOSE),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open;
}

/**
 * Before a new checkout: an earlier one of this athlete that the provider says was approved or
 * captured is applied instead (409, the fee is paid or being confirmed); one the athlete
 * abandoned before approving is cancelled, so starting again never locks them out.
 */
async function closeAbandonedFee(services: AppServices, userId: string, log: PaymentLog) {
  const open = await openFeePayment(services, userId);
  if (!open) return;
  // Another start of this athlete is opening its order right now.
  if (isOrderPending(open.providerOrderId)) throw conflict(messages.registration.feeInProgress);
  let status = open.status;
  if (status === 'created') {
    status = (await settlePayment(services, open.id, { mode: 'background', log })).status;
    if (status === 'created') status = await cancelOpenPayment(services, open.id);
  }
  if (status === 'captured') throw conflict(messages.registration.feeAlreadyPaid);
  if (status === 'capturing' || status === 'pending' || status === 'created') {
    throw conflict(messages.registration.feeInProgress);
  }
}

const OPEN_FEE_INDEX = 'payments_one_open_fee_idx';

/**
 * Opens the $4.00 'License Fee' order. The amount is the domain constant, never a number from
 * the browser. The fee token rides on the return URL as `feeToken` so the page can capture
 * after the provider; not as `token`, which PayPal (and the simulator) set to their order id.
 * One fee payment per athlete is open at a time (a unique index): a parallel second checkout
 * is refused with 409 before the buyer is sent to pay.
 */
export async function startRegistrationFee(
  services: AppServices,
  token: string,
  log: PaymentLog,
): Promise<TRegistrationFeeStartResponse> {
  const athlete = await findByFeeToken(services.db, token);
  if (athlete.registrationStatus === 'active') throw conflict(messages.registration.feeAlreadyPaid);
  await closeAbandonedFee(services, athlete.userId, log);
  const back = `${REGISTRATION_FEE_PAGE}?feeToken=${encodeURIComponent(token)}`;
  try {
    const { paymentId, approveUrl } = await startPayment(services, {
      purpose: REGISTRATION_FEE_PURPOSE,
      userId: athlete.userId,
      amountCents: REGISTRATION_FEE_CENTS,
      description: REGISTRATION_FEE_DESCRIPTION,
      returnPath: back,
      cancelPath: `${back}&cancelled=1`,
    });
    return { paymentId, approveUrl, amountCents: REGISTRATION_FEE_CENTS, currency: 'USD' };
  } catch (error) {
    if (isUniqueViolation(error, OPEN_FEE_INDEX))
      throw conflict(messages.registration.feeInProgress);
    throw error;
  }
}
