import { paymentEndpoints, ZPaymentIdParams } from '@fhp/domain';
import { callApi } from './api-client';

/**
 * The buyer came back from a checkout they cancelled: close its payment now rather than when the
 * reconciliation gets to it, so what it holds (a share of an athlete's pizza money cap, the one
 * open registration fee) is free at once. Best effort: a payment already closed, captured or not
 * the caller's is left as it is by the server, and any error changes nothing here.
 */
export function closeCancelledPayment(paymentId: string | null): void {
  if (!paymentId || !ZPaymentIdParams.safeParse({ id: paymentId }).success) return;
  callApi(paymentEndpoints.cancel, { params: { id: paymentId } }).catch(() => undefined);
}
