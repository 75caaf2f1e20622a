import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { DisabledPaymentProvider } from './disabled-provider';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { PayPalPaymentProvider } from './paypal-provider';

/**
 * `local` (the offline simulator) unless PAYMENTS_PROVIDER=paypal with credentials. In
 * production the simulator is off unless SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY allows it.
 */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (config.payments.provider === 'paypal') {
    const { apiBase, clientId, clientSecret } = config.payments;
    return new PayPalPaymentProvider({ apiBase, clientId, clientSecret });
  }
  if (!config.payments.enabled) return new DisabledPaymentProvider();
  return new LocalPaymentProvider(db);
}
