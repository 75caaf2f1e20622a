import { randomUUID } from 'node:crypto';
import { simulatedOrders } from '../../db/schema';
import type { Db } from '../db/database';
import type {
  AuthorizationInput,
  AuthorizeResult,
  CaptureOrderInput,
  CaptureResult,
  CreateOrderInput,
  OrderState,
  PaymentProvider,
  PayoutInput,
  PayoutState,
  RefundCaptureInput,
  VoidResult,
} from './payment-provider';
import {
  authorizeSimulatedOrder,
  captureSimulatedHold,
  captureSimulatedOrder,
  findSimulatedOrder,
  refundSimulatedCapture,
  type SimulatedOrder,
  voidSimulatedHold,
} from './simulated-orders';

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
        intent: input.intent ?? 'capture',
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
    return captureOf(captured, input);
  }

  async readOrder(input: CaptureOrderInput): Promise<OrderState> {
    const order = await findSimulatedOrder(this.db, input.providerOrderId);
    if (!order) return { status: 'declined', reason: 'order not found' };
    if (order.status === 'created') return { status: 'not-approved' };
    if (order.status === 'approved') return { status: 'approved' };
    if (order.status === 'cancelled') return { status: 'declined', reason: 'order cancelled' };
    if (order.status === 'voided') return { status: 'voided' };
    if (order.paymentId !== input.paymentId) {
      return { status: 'declined', reason: 'order belongs to another payment' };
    }
    // The held amount was checked when the hold was made; a capture took its own amount.
    if (order.status === 'authorized') {
      const expiresAt = order.authorizationExpiresAt ?? new Date(0);
      return { status: 'authorized', authorizationId: order.authorizationId ?? '', expiresAt };
    }
    const taken = order.intent === 'authorize' ? order.capturedCents : order.amountCents;
    return captureOf({ ...order, amountCents: taken ?? order.amountCents }, input);
  }

  async authorizeOrder(input: CaptureOrderInput): Promise<AuthorizeResult> {
    const held = await authorizeSimulatedOrder(
      this.db,
      input.providerOrderId,
      `SIMAUTH-${randomUUID()}`,
    );
    if (!held) {
      const order = await findSimulatedOrder(this.db, input.providerOrderId);
      if (order?.status === 'created') return { status: 'not-approved' };
      return { status: 'declined', reason: order ? `order ${order.status}` : 'order not found' };
    }
    return holdOfOrder(held, input);
  }

  async captureAuthorization(input: AuthorizationInput): Promise<CaptureResult> {
    const order = await captureSimulatedHold(this.db, {
      paymentId: input.paymentId,
      authorizationId: input.authorizationId,
      amountCents: input.amountCents,
      newCaptureId: `SIMCAP-${randomUUID()}`,
    });
    if (!order) return { status: 'declined', reason: 'authorization not found' };
    if (order.status === 'voided') return { status: 'declined', reason: 'AUTHORIZATION_VOIDED' };
    if (order.status !== 'captured') return { status: 'declined', reason: 'AUTHORIZATION_EXPIRED' };
    if (order.capturedCents === null || order.capturedCents > order.amountCents) {
      return { status: 'declined', reason: 'MAX_CAPTURE_AMOUNT_EXCEEDED' };
    }
    return captureOf({ ...order, amountCents: order.capturedCents }, input);
  }

  async voidAuthorization(input: AuthorizationInput): Promise<VoidResult> {
    const order = await voidSimulatedHold(this.db, input.paymentId, input.authorizationId);
    if (order?.status === 'captured') return { status: 'captured' };
    if (!order) throw new Error(`simulated authorization ${input.authorizationId} not found`);
    return { status: 'voided' };
  }

  async refundCapture(input: RefundCaptureInput) {
    const order = await refundSimulatedCapture(
      this.db,
      input.paymentId,
      input.captureId,
      `SIMREF-${randomUUID()}`,
    );
    if (!order?.refundId) throw new Error(`simulated capture ${input.captureId} not found`);
    return { refundId: order.refundId };
  }

  /** A simulated payout: nothing is sent; its outcome follows from the e-mail (simulatedPayoutOutcome). */
  async createPayout(input: PayoutInput) {
    return { batchId: `SIMPAYOUT-${input.withdrawalId}` };
  }

  async readPayout(input: PayoutInput & { batchId: string }): Promise<PayoutState> {
    return simulatedPayoutOutcome(input);
  }
}

/** A hold answered only when it is ours and for the amount we asked the buyer to approve. */
function holdOfOrder(order: SimulatedOrder, input: CaptureOrderInput): AuthorizeResult {
  const authorizationId = order.authorizationId ?? '';
  if (order.paymentId !== input.paymentId) {
    return { status: 'declined', reason: 'order belongs to another payment' };
  }
  if (order.amountCents !== input.amountCents || order.currency !== input.currency) {
    return { status: 'mismatch', authorizationId, reason: 'held amount differs from the payment' };
  }
  const expiresAt = order.authorizationExpiresAt ?? new Date(0);
  return { status: 'authorized', authorizationId, expiresAt };
}

/** Same checks as the PayPal adapter: the order must be ours and for the amount we expect. */
function captureOf(order: SimulatedOrder, input: CaptureOrderInput): CaptureResult {
  if (order.paymentId !== input.paymentId) {
    return { status: 'declined', reason: 'order belongs to another payment' };
  }
  const captureId = order.captureId ?? '';
  if (order.refundedAt) return { status: 'refunded', captureId };
  if (order.amountCents !== input.amountCents || order.currency !== input.currency) {
    return { status: 'mismatch', captureId, reason: 'captured amount differs from the payment' };
  }
  return {
    status: 'completed',
    captureId,
    amountCents: order.amountCents,
    currency: order.currency,
  };
}

/**
 * How a simulated payout ends, so tests and a person can see every path: a payout e-mail whose
 * local part starts with `fail` fails (fail@example.com), one starting with `return` is returned
 * unclaimed, any other is paid.
 */
export function simulatedPayoutOutcome(input: PayoutInput & { batchId: string }): PayoutState {
  const local = input.receiverEmail.toLowerCase();
  const itemId = `SIMITEM-${input.withdrawalId}`;
  if (local.startsWith('fail')) {
    return { status: 'failed', itemId, reason: 'simulated payout failure' };
  }
  if (local.startsWith('return')) {
    return { status: 'returned', itemId, reason: 'simulated payout returned unclaimed' };
  }
  return { status: 'paid', itemId };
}
