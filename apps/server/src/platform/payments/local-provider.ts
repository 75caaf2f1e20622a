import { randomUUID } from 'node:crypto';
import { simulatedOrders } from '../../db/schema';
import type { Db } from '../db/database';
import type {
  CaptureOrderInput,
  CaptureResult,
  CreateOrderInput,
  PaymentProvider,
} from './payment-provider';
import { captureSimulatedOrder, findSimulatedOrder } from './simulated-orders';

export const SIMULATED_CHECKOUT_PATH = '/checkout/simulated';

/**
 * The default provider: a checkout simulated in our own database, so the whole purchase flow
 * works offline. The page it sends buyers to is labelled as test money; nothing is charged.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly db: Db) {}

  async createOrder(input: CreateOrderInput) {
    const [order] = await this.db
      .insert(simulatedOrders)
      .values({
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      })
      .returning({ id: simulatedOrders.id });
    if (!order) throw new Error('simulated order insert failed');
    return { providerOrderId: order.id, approveUrl: `${SIMULATED_CHECKOUT_PATH}/${order.id}` };
  }

  async captureOrder(input: CaptureOrderInput): Promise<CaptureResult> {
    const captured = await captureSimulatedOrder(
      this.db,
      input.providerOrderId,
      `SIMCAP-${randomUUID()}`,
    );
    if (!captured) {
      const order = await findSimulatedOrder(this.db, input.providerOrderId);
      if (order?.status === 'created') return { status: 'not-approved' };
      return { status: 'declined', reason: order ? `order ${order.status}` : 'order not found' };
    }
    // Same checks as the PayPal adapter: the order must be ours and for the amount we expect.
    if (captured.paymentId !== input.paymentId) {
      return { status: 'declined', reason: 'order belongs to another payment' };
    }
    if (captured.amountCents !== input.amountCents || captured.currency !== input.currency) {
      return { status: 'declined', reason: 'captured amount differs from the payment' };
    }
    return {
      status: 'completed',
      captureId: captured.captureId ?? '',
      amountCents: captured.amountCents,
      currency: captured.currency,
    };
  }
}
