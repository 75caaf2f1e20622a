import {
  messages,
  REGISTRATION_FEE_CENTS,
  REGISTRATION_FEE_DESCRIPTION,
  type TRegistrationFeeStartResponse,
  type TRegistrationFeeSummary,
} from '@fhp/domain';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { startPayment } from '../payments/start-payment';
import { findByFeeToken } from './fee-token';

export const REGISTRATION_FEE_PURPOSE = 'registration-fee';
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

/**
 * Opens the $4.00 'License Fee' order. The amount is the domain constant, never a number from
 * the browser. The fee token rides on the return URL as `feeToken` so the page can capture
 * after the provider; not as `token`, which PayPal (and the simulator) set to their order id.
 */
export async function startRegistrationFee(
  services: AppServices,
  token: string,
): Promise<TRegistrationFeeStartResponse> {
  const athlete = await findByFeeToken(services.db, token);
  if (athlete.registrationStatus === 'active') throw conflict(messages.registration.feeAlreadyPaid);
  const back = `${REGISTRATION_FEE_PAGE}?feeToken=${encodeURIComponent(token)}`;
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: REGISTRATION_FEE_PURPOSE,
    userId: athlete.userId,
    amountCents: REGISTRATION_FEE_CENTS,
    description: REGISTRATION_FEE_DESCRIPTION,
    returnPath: back,
    cancelPath: `${back}&cancelled=1`,
  });
  return { paymentId, approveUrl, amountCents: REGISTRATION_FEE_CENTS, currency: 'USD' };
}
