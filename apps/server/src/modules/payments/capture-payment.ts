import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import type {
  CaptureOrderInput,
  CaptureResult,
  OrderState,
} from '../../platform/payments/payment-provider';
import type { AppServices } from '../../platform/services';
import { announceSaleReversal, reverseSaleIn, type SaleReversal } from '../purchases/refund-sale';
import { CaptureNotRecordable, type Payment, type PaymentLog } from './capture-handlers';
import { authorizeNow, captureHold, recordHold, recordVoid, settleHold } from './hold-payment';
import { isOrderPending } from './start-payment';
import { announceRefund, tellPayerOfRefund } from './tell-payer-of-refund';

export type { Payment } from './capture-handlers';

type PaymentStatus = Payment['status'];
const m = messages.payments;

const silentLog: PaymentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * How a payment reaches its end. Every path that touches a payment's money goes through
 * `settlePayment` (the buyer's return, the reconciliation job, PayPal's webhooks), and every
 * change of status happens under the payment row's lock:
 *
 * - capture claims the row first (`created` -> `capturing`, committed) and only then asks the
 *   provider, so a buyer's cancel (only `created` -> `cancelled`, under the same lock) either
 *   comes first and the provider is never asked, or comes second and is refused;
 * - a capture the provider completed is recorded once (`captured` + the feature's
 *   `onCaptured` in one transaction) from whatever status the row is in: a completed capture
 *   wins. If the process dies before that commit, the row stays `capturing` and the
 *   reconciliation job reads the order and records it;
 * - money that cannot be recorded (another amount, the fee already paid) is refunded.
 */
export async function settlePayment(
  services: AppServices,
  paymentId: string,
  options: {
    mode: 'buyer' | 'background';
    log?: PaymentLog;
    /** PayPal says money was taken: look again even at a payment we closed without it. */
    recheckClosed?: boolean;
  },
): Promise<Payment> {
  const log = options.log ?? silentLog;
  const payment = await loadPayment(services, paymentId);
  switch (payment.status) {
    case 'authorizing':
    case 'authorized':
    case 'voiding':
    case 'voided':
      return settleHold(services, payment, options.mode, log);
    case 'cancelled':
    case 'failed': {
      if (!options.recheckClosed) return payment;
      const state = await services.payments.readOrder(orderInput(payment));
      // Only money taken changes a closed payment: a completed capture wins, a mismatch is refunded.
      if (state.status !== 'completed' && state.status !== 'mismatch') return payment;
      return applyOrderState(services, payment.id, state, log);
    }
    case 'captured':
    case 'refunded':
      return payment;
    case 'refunding':
      return refundPayment(services, payment.id, payment.captureId ?? '', 'retry', log);
    case 'capturing':
      // A hold's capture is asked again with the same request id: it answers the first capture.
      if (payment.authorizationId) return captureHold(services, payment.id, log);
      return settleInFlight(services, payment, log);
    case 'pending':
      return settleInFlight(services, payment, log);
    case 'created': {
      if (isOrderPending(payment.providerOrderId)) return closeOrderless(services, payment);
      if (options.mode === 'background') {
        // Not the buyer: capture only what the buyer approved, record what was captured.
        const state = await services.payments.readOrder(orderInput(payment));
        if (state.status !== 'approved') return applyOrderState(services, payment.id, state, log);
      }
      if (payment.intent === 'authorize') return authorizeNow(services, payment.id, log);
      return captureNow(services, payment.id, log);
    }
  }
}

/** In flight elsewhere, or left behind by a crash: the order says what happened. */
async function settleInFlight(services: AppServices, payment: Payment, log: PaymentLog) {
  const state = await services.payments.readOrder(orderInput(payment));
  if (state.status === 'approved') return captureNow(services, payment.id, log);
  return applyOrderState(services, payment.id, state, log);
}

/**
 * The buyer is back from the provider: capture (or read) the payment and answer its outcome.
 * A captured or pending payment is returned; anything else is the matching error.
 */
export async function capturePayment(
  services: AppServices,
  paymentId: string,
  options: { userId?: string; log?: PaymentLog } = {},
): Promise<Payment> {
  await findPayment(services, paymentId, options.userId);
  const settled = await settlePayment(services, paymentId, { mode: 'buyer', log: options.log });
  return answerBuyer(settled);
}

function answerBuyer(payment: Payment): Payment {
  switch (payment.status) {
    case 'captured':
    case 'pending':
      return payment;
    case 'authorized':
      return payment;
    case 'created':
      throw conflict(m.notApproved);
    case 'capturing':
    case 'authorizing':
      throw conflict(m.capturing);
    case 'cancelled':
    case 'voiding':
    case 'voided':
      throw conflict(m.notOpen);
    case 'failed':
      throw new AppError('PAYMENT_FAILED', messages.platform.paymentFailed);
    case 'refunding':
    case 'refunded':
      throw new AppError('PAYMENT_FAILED', m.refunded);
  }
}

async function findPayment(services: AppServices, paymentId: string, userId?: string) {
  const owner = userId ? eq(payments.userId, userId) : undefined;
  const [payment] = await services.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), owner));
  // Another user's payment is reported as missing, not forbidden: ids are not to be probed.
  if (!payment) throw notFound();
  return payment;
}

export async function loadPayment(services: AppServices, paymentId: string) {
  return findPayment(services, paymentId);
}

/** Long enough for any provider's create-order call, and for the row to get its order id. */
const ORDERLESS_TIMEOUT_MS = 10 * 60_000;

/**
 * A payment whose order is still being created has nothing to capture. One left like that by a
 * crash during startPayment (the buyer never got an approval page) is closed after a while.
 */
async function closeOrderless(services: AppServices, payment: Payment) {
  if (Date.now() - payment.updatedAt.getTime() < ORDERLESS_TIMEOUT_MS) return payment;
  return transition(services, payment.id, ['created'], { status: 'cancelled' });
}

/** What the provider takes for a payment: all of it, or what a hold's settlement decided. */
export const chargedCents = (payment: Payment) => payment.captureCents ?? payment.amountCents;

export function orderInput(payment: Payment): CaptureOrderInput {
  return {
    providerOrderId: payment.providerOrderId,
    paymentId: payment.id,
    amountCents: chargedCents(payment),
    currency: payment.currency,
  };
}

export async function lockPayment(tx: Tx, paymentId: string): Promise<Payment> {
  const [current] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!current) throw notFound();
  return current;
}

/**
 * Moves the payment to `to` if it is in one of `from`, under the row lock; answers the row as it
 * is afterwards either way.
 */
export async function transition(
  services: AppServices,
  paymentId: string,
  from: PaymentStatus[],
  set: Partial<typeof payments.$inferInsert> & { status: PaymentStatus },
): Promise<Payment> {
  return services.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    if (!from.includes(current.status)) return current;
    const [updated] = await tx
      .update(payments)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    return updated ?? current;
  });
}

/**
 * Claims the payment (`created` -> `capturing`, committed before the provider is asked) and
 * captures it. A payment cancelled meanwhile is not captured; one captured meanwhile is returned.
 * A sale the feature no longer wants (the fee was paid another way) is cancelled, not taken.
 */
async function captureNow(services: AppServices, paymentId: string, log: PaymentLog) {
  const current = await loadPayment(services, paymentId);
  const handler = services.captures.for(current.purpose);
  if (current.status === 'created' && handler?.stillWanted) {
    if (!(await handler.stillWanted(services, current))) {
      log.info({ paymentId }, 'approved payment no longer wanted: cancelled before capture');
      return transition(services, paymentId, ['created'], {
        status: 'cancelled',
        metadata: { ...current.metadata, cancelReason: 'no longer wanted' },
      });
    }
  }
  const claimed = await transition(services, paymentId, ['created', 'capturing'], {
    status: 'capturing',
  });
  if (claimed.status !== 'capturing') return claimed;
  const result = await services.payments
    .captureOrder(orderInput(claimed))
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // The provider did not answer (network, outage): the row stays `capturing` and the
      // reconciliation asks again, so the buyer is told to wait rather than shown a 500.
      log.warn({ paymentId, err: error }, 'capture request failed; reconciliation will retry');
      throw new AppError('UPSTREAM_FAILED', m.capturing);
    });
  return applyOrderState(services, paymentId, result, log);
}

/** Applies what the provider says about the payment's order. */
export async function applyOrderState(
  services: AppServices,
  paymentId: string,
  state: OrderState,
  log: PaymentLog = silentLog,
): Promise<Payment> {
  switch (state.status) {
    case 'completed':
      return recordCapture(services, paymentId, state, log);
    case 'mismatch':
      return refundPayment(services, paymentId, state.captureId, state.reason, log);
    case 'refunded':
      return recordProviderRefund(services, paymentId, state.captureId, log);
    case 'pending':
      return transition(services, paymentId, ['created', 'capturing'], {
        status: 'pending',
        captureId: state.captureId,
      });
    case 'not-approved':
      // The buyer may still approve: the payment is open again.
      return transition(services, paymentId, ['capturing'], { status: 'created' });
    case 'declined': {
      const current = await loadPayment(services, paymentId);
      const metadata = { ...current.metadata, failureReason: state.reason };
      // An order that is gone before any capture was asked for is simply closed.
      if (current.status === 'created') {
        return transition(services, paymentId, ['created'], { status: 'cancelled', metadata });
      }
      return transition(services, paymentId, ['capturing', 'pending'], {
        status: 'failed',
        metadata,
      });
    }
    case 'approved':
      return loadPayment(services, paymentId);
    case 'authorized':
      return recordHold(services, paymentId, state, log);
    case 'voided':
      return recordVoid(services, paymentId, log);
  }
}

/**
 * Records a completed capture exactly once: the first caller (under the row lock) marks the
 * payment captured and runs the feature's `onCaptured` in the same transaction, which also
 * queues whatever follows the sale (e-mails, announcements) as outbox rows and jobs: nothing
 * runs after the commit, so a process that stops right after it loses nothing. Later callers
 * find it captured. If `onCaptured` fails, nothing commits and the payment keeps its status, so
 * the reconciliation job tries again; if it says the capture can never be recorded, the money
 * is refunded.
 */
async function recordCapture(
  services: AppServices,
  paymentId: string,
  capture: Extract<CaptureResult, { status: 'completed' }>,
  log: PaymentLog,
): Promise<Payment> {
  let outcome: { payment: Payment; recordedNow: boolean };
  try {
    outcome = await services.db.transaction(async (tx) => {
      const current = await lockPayment(tx, paymentId);
      if (['captured', 'refunding', 'refunded'].includes(current.status)) {
        return { payment: current, recordedNow: false };
      }
      const handler = services.captures.for(current.purpose);
      if (!handler) throw new Error(`no capture handler for payment purpose ${current.purpose}`);
      const [captured] = await tx
        .update(payments)
        .set({
          status: 'captured',
          captureId: capture.captureId,
          capturedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!captured) throw notFound();
      await handler.onCaptured(tx, captured);
      return { payment: captured, recordedNow: true };
    });
  } catch (error) {
    if (error instanceof CaptureNotRecordable) {
      return refundPayment(services, paymentId, capture.captureId, error.message, log);
    }
    throw error;
  }
  const { payment, recordedNow } = outcome;
  if (recordedNow)
    log.info({ paymentId, purpose: payment.purpose }, 'payment captured and recorded');
  return payment;
}

/**
 * Money was taken that cannot be recorded: mark the payment `refunding` (committed), ask the
 * provider to refund it, then mark it `refunded`. A payment recorded meanwhile is kept (a
 * recorded capture is never refunded here). If the provider cannot be reached, the payment
 * stays `refunding` and the reconciliation job asks again.
 */
export async function refundPayment(
  services: AppServices,
  paymentId: string,
  captureId: string,
  reason: string,
  log: PaymentLog,
): Promise<Payment> {
  const marked = await services.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    if (current.status === 'captured' || current.status === 'refunded') return current;
    if (current.status === 'refunding') return current;
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'refunding',
        captureId,
        updatedAt: new Date(),
        metadata: { ...current.metadata, refundReason: reason },
      })
      .where(eq(payments.id, paymentId))
      .returning();
    return updated ?? current;
  });
  if (marked.status !== 'refunding') return marked;
  log.warn({ paymentId, reason }, 'refunding a capture');
  let refundId: string;
  try {
    ({ refundId } = await services.payments.refundCapture({
      captureId: marked.captureId ?? captureId,
      paymentId,
      amountCents: chargedCents(marked),
      currency: marked.currency,
      note: typeof marked.metadata.refundNote === 'string' ? marked.metadata.refundNote : undefined,
    }));
  } catch (error) {
    log.error({ err: error, paymentId }, 'refund failed; the reconciliation job retries it');
    return marked;
  }
  // As `transition`, plus the payer's notification and e-mail in the same transaction.
  const refunded = await services.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    if (current.status !== 'refunding') return { payment: current, told: null };
    const [updated] = await tx
      .update(payments)
      .set({ status: 'refunded', refundId, refundedAt: new Date(), updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    const payment = updated ?? current;
    return { payment, told: await tellPayerOfRefund(services, tx, payment) };
  });
  await announceRefund(services, refunded.told);
  return refunded.payment;
}

/**
 * The provider says the capture was refunded (our refund, or one made in its dashboard). A
 * recorded payment gets reversing ledger postings (append-only: the originals stay), so the
 * money that left is no longer counted as ours.
 */
async function recordProviderRefund(
  services: AppServices,
  paymentId: string,
  captureId: string,
  log: PaymentLog,
): Promise<Payment> {
  const refunded = await services.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    if (current.status === 'refunded') return { payment: current, told: null, reversal: null };
    let reversal: SaleReversal | null = null;
    if (current.status === 'captured') {
      reversal = await reverseSaleIn(tx, { paymentId }, { reason: null, refuseBelowZero: false });
      log.warn({ paymentId }, 'a recorded capture was refunded at the provider');
    }
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        captureId: current.captureId ?? captureId,
        refundedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    const payment = updated ?? current;
    return { payment, told: await tellPayerOfRefund(services, tx, payment), reversal };
  });
  await announceRefund(services, refunded.told);
  if (refunded.reversal) await announceSaleReversal(services, refunded.reversal);
  return refunded.payment;
}
