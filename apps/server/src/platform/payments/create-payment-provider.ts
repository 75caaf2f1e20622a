import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { PayPalPaymentProvider } from './paypal-provider';

/** `local` (the offline simulator) unless PAYMENTS_PROVIDER=paypal with credentials. */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (config.payments.provider === 'paypal') {
    const { apiBase, clientId, clientSecret } = config.payments;
    return new PayPalPaymentProvider({ apiBase, clientId, clientSecret });
  }
  return new LocalPaymentProvider(db);
}
