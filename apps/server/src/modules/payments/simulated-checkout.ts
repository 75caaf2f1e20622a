import { messages, type TRedirectResponse, type TSimulatedOrder } from '@fhp/domain';
import { conflict, notFound } from '../../platform/http/app-error';
import {
  findSimulatedOrder,
  transitionSimulatedOrder,
} from '../../platform/payments/simulated-orders';
import type { AppServices } from '../../platform/services';

const m = messages.payments;

/** The simulator's orders exist only while the local provider is in use. */
async function openOrder(services: AppServices, orderId: string) {
  if (services.payments.name !== 'local') throw notFound(m.orderNotFound);
  const order = await findSimulatedOrder(services.db, orderId);
  if (!order) throw notFound(m.orderNotFound);
  return order;
}

export async function simulatedOrderSummary(
  services: AppServices,
  orderId: string,
): Promise<TSimulatedOrder> {
  const order = await openOrder(services, orderId);
  return {
    orderId: order.id,
    amountCents: order.amountCents,
    currency: order.currency,
    description: order.description,
    status: order.status,
  };
}

/**
 * Approve or cancel, as the buyer would on PayPal's page. Repeating the same decision answers
 * the same redirect (a double click is harmless); the opposite decision after one is a conflict.
 */
export async function decideSimulatedOrder(
  services: AppServices,
  orderId: string,
  decision: 'approve' | 'cancel',
): Promise<TRedirectResponse> {
  const order = await openOrder(services, orderId);
  const to = decision === 'approve' ? 'approved' : 'cancelled';
  const from: (typeof order.status)[] = ['created', to];
  const updated = await transitionSimulatedOrder(services.db, orderId, from, to);
  if (!updated) throw conflict(m.orderClosed);
  const target = new URL(decision === 'approve' ? updated.returnUrl : updated.cancelUrl);
  // PayPal appends its order token to the return URL; the simulator does the same.
  target.searchParams.set('token', updated.id);
  return { redirectUrl: target.toString() };
}
