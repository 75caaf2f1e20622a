import { messages } from '@fhp/domain';
import { AppError } from '../http/app-error';
import type { PaymentProvider } from './payment-provider';

export const paymentsUnavailable = () =>
  new AppError('PAYMENTS_UNAVAILABLE', messages.payments.unavailable);

/**
 * What production gets when no real provider is configured and the simulator was not allowed
 * by name: every payment is refused before an order exists, so no buyer is sent to a checkout
 * that takes test money on a live site.
 */
export class DisabledPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly enabled = false;

  async createOrder(): Promise<never> {
    throw paymentsUnavailable();
  }

  async captureOrder(): Promise<never> {
    throw paymentsUnavailable();
  }

  async authorizeOrder(): Promise<never> {
    throw paymentsUnavailable();
  }

  async captureAuthorization(): Promise<never> {
    throw paymentsUnavailable();
  }

  async voidAuthorization(): Promise<never> {
    throw paymentsUnavailable();
  }

  // No order is ever created here, so there is nothing to read back or refund.
  async readOrder(): Promise<never> {
    throw paymentsUnavailable();
  }

  async refundCapture(): Promise<never> {
    throw paymentsUnavailable();
  }

  // Withdrawals wait as pending (the job retries) until a provider is configured.
  async createPayout(): Promise<never> {
    throw paymentsUnavailable();
  }

  async readPayout(): Promise<never> {
    throw paymentsUnavailable();
  }
}
