import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { PaymentProvider } from './payment-provider';

// Temporary: replaced by the payments work (local simulator + PayPal Orders v2) in this session.
export function createPaymentProvider(_config: AppConfig, _db: Db): PaymentProvider {
  const unavailable = () => Promise.reject(new Error('payments not wired yet'));
  return { name: 'local', createOrder: unavailable, captureOrder: unavailable };
}
