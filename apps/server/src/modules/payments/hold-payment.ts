import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/http/app-error';
import type { AuthorizeResult, OrderState } from '../../platform/payments/payment-provider';
import type { AppServices } from '../../platform/services';
import { CaptureNotRecordable, type Payment, type PaymentLog } from './capture-handlers';
import {
  applyOrderState,
  chargedCents,
  loadPayment,
  lockPayment,
  orderInput,
  transition,
} from './capture-payment';

/*
 * Payments held until a service is delivered (intent `authorize`, a chat): the buyer's approval
 * becomes a hold (`authorizing` -> `authorized`, the feature's `onAuthorized` in the same
 * transaction), and the hold ends in exactly one of two ways, each claimed under the payment's
 * row lock and committed before the provider is asked:
 *
 * - a capture for the amount the settlement decided (`claimHoldCapture` -> `capturing` with
 *   `capture_cents`; the capture is recorded by the same `recordCapture` as every payment, the
 *   feature's `onCaptured` booking the sale), or
 * - a release (`claimHoldVoid` -> `voiding` -> `voided`, the feature's `onHoldClosed`).
 *
 * A crash anywhere leaves the row `authorizing`, `capturing` or `voiding`; the reconciliation
 * job asks again with the same request ids, which the provider answers with its first answer.
 * A hold past its expiry is released by the same job.
 */

const m = messages.payments;

/** The buyer approved a held order: ask the provider to hold the money, record the hold. */
export async function authorizeNow(services: AppServices, paymentId: string, log: PaymentLog) {
  const claimed = await transition(services, paymentId, ['created', 'authorizing'], {
    status: 'authorizing',
  });
  if (claimed.status !== 'authorizing') return claimed;
  const result = await services.payments
    .authorizeOrder(orderInput(claimed))
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      log.warn({ paymentId, err: error }, 'authorize request failed; reconciliation will retry');
      throw new AppError('UPSTREAM_FAILED', m.capturing);
    });
  return applyHoldResult(services, paymentId, result, log);
}

async function applyHoldResult(
  services: AppServices,
  paymentId: string,
  result: AuthorizeResult,
  log: PaymentLog,
): Promise<Payment> {
  switch (result.status) {
    case 'authorized':
      return recordHold(services, paymentId, result, log);
    case 'not-approved':
      return transition(services, paymentId, ['authorizing'], { status: 'created' });
    case 'mismatch': {
      // Held, but not what we asked for: released, never used.
      log.warn({ paymentId, reason: result.reason }, 'hold for another amount: releasing it');
      await transition(services, paymentId, ['created', 'authorizing'], {
        status: 'voiding',
        authorizationId: result.authorizationId,
      });
      return voidHold(services, paymentId, log);
    }
    case 'declined': {
      const current = await loadPayment(services, paymentId);
      const metadata = { ...current.metadata, failureReason: result.reason };
      return transition(services, paymentId, ['created', 'authorizing'], {
        status: current.status === 'created' ? 'cancelled' : 'failed',
        metadata,
      });
    }
  }
}

/**
 * Records a hold once, with what the feature books for it (`onAuthorized`) in the same
 * transaction. A booking that can no longer be made releases the hold.
 */
export async function recordHold(
  services: AppServices,
  paymentId: string,
  hold: Extract<OrderState, { status: 'authorized' }>,
  log: PaymentLog,
): Promise<Payment> {
  try {
    return await services.db.transaction(async (tx) => {
      const current = await lockPayment(tx, paymentId);
      if (current.status !== 'created' && current.status !== 'authorizing') return current;
      const [held] = await tx
        .update(payments)
        .set({
          status: 'authorized',
          authorizationId: hold.authorizationId,
          authorizationExpiresAt: hold.expiresAt,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!held) throw new Error(`payment ${paymentId} vanished`);
      await services.captures.for(held.purpose)?.onAuthorized?.(tx, held);
      log.info({ paymentId, purpose: held.purpose }, 'payment authorised and recorded');
      return held;
    });
  } catch (error) {
    if (!(error instanceof CaptureNotRecordable)) throw error;
    log.warn({ paymentId, reason: error.message }, 'held payment no longer wanted: releasing it');
    await transition(services, paymentId, ['created', 'authorizing'], {
      status: 'voiding',
      authorizationId: hold.authorizationId,
    });
    return voidHold(services, paymentId, log);
  }
}

/**
 * Claims a hold's capture for `captureCents` (at most the amount held), in the caller's
 * transaction, so the settlement that decided the amount (a chat's rating) and the claim commit
 * together; run `settleHeldPayment` after the commit. A hold no longer open is a 409.
 */
export async function claimHoldCapture(tx: Tx, paymentId: string, captureCents: number) {
  const current = await lockPayment(tx, paymentId);
  if (current.status !== 'authorized') throw conflict(m.notOpen);
  if (!Number.isSafeInteger(captureCents) || captureCents <= 0) throw conflict(m.invalidAmount);
  if (captureCents > current.amountCents) throw conflict(m.invalidAmount);
  await tx
    .update(payments)
    .set({ status: 'capturing', captureCents, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/**
 * Claims a hold's release in the caller's transaction (a declined or cancelled chat). Answers
 * false when the hold is not open (already released or captured): nothing changes.
 */
export async function claimHoldVoid(tx: Tx, paymentId: string, reason: string) {
  const current = await lockPayment(tx, paymentId);
  if (current.status !== 'authorized') return false;
  await tx
    .update(payments)
    .set({
      status: 'voiding',
      metadata: { ...current.metadata, voidReason: reason },
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId));
  return true;
}

/** After a claim committed: captures or releases the hold (the job retries what fails here). */
export async function settleHeldPayment(
  services: AppServices,
  paymentId: string,
  log: PaymentLog,
): Promise<Payment> {
  const payment = await loadPayment(services, paymentId);
  if (payment.status === 'capturing') return captureHold(services, paymentId, log);
  if (payment.status === 'voiding') return voidHold(services, paymentId, log);
  return payment;
}

/** Asks the provider for the claimed capture; no answer leaves it for the reconciliation. */
export async function captureHold(services: AppServices, paymentId: string, log: PaymentLog) {
  const payment = await loadPayment(services, paymentId);
  if (payment.status !== 'capturing' || !payment.authorizationId) return payment;
  let state: OrderState;
  try {
    state = await services.payments.captureAuthorization({
      authorizationId: payment.authorizationId,
      providerOrderId: payment.providerOrderId,
      paymentId,
      amountCents: chargedCents(payment),
      currency: payment.currency,
    });
  } catch (error) {
    log.warn({ paymentId, err: error }, 'hold capture failed; reconciliation will retry');
    return payment;
  }
  if (state.status === 'declined') {
    if (HOLD_GONE.test(state.reason)) return closeHold(services, paymentId, state.reason, log);
    // Refused with the hold still open (the payer's funds, a risk decision): release it rather
    // than leave the fan's money held until it runs out.
    log.warn({ paymentId, reason: state.reason }, 'hold capture refused: releasing the hold');
    await transition(services, paymentId, ['capturing'], {
      status: 'voiding',
      metadata: { ...payment.metadata, failureReason: state.reason },
    });
    return voidHold(services, paymentId, log);
  }
  return applyOrderState(services, paymentId, state, log);
}

/** Capture refusals meaning the hold no longer exists: nothing to release. */
const HOLD_GONE = /AUTHORIZATION_(EXPIRED|VOIDED|DENIED)|PREVIOUSLY_VOIDED|authorization not found/;

/** Asks the provider to release the claimed hold; no answer leaves it for the reconciliation. */
export async function voidHold(services: AppServices, paymentId: string, log: PaymentLog) {
  const payment = await loadPayment(services, paymentId);
  if (payment.status !== 'voiding' || !payment.authorizationId) return payment;
  try {
    const result = await services.payments.voidAuthorization({
      authorizationId: payment.authorizationId,
      providerOrderId: payment.providerOrderId,
      paymentId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    if (result.status === 'captured') {
      // Captured elsewhere before the release: the order holds that capture; it is recorded
      // (or refunded, if the feature can no longer book it) like any other.
      const state = await services.payments.readOrder(orderInput(payment));
      return applyOrderState(services, paymentId, state, log);
    }
  } catch (error) {
    log.warn({ paymentId, err: error }, 'hold release failed; reconciliation will retry');
    return payment;
  }
  return recordVoid(services, paymentId, log);
}

/** The hold is released: recorded once, with the feature's `onHoldClosed`. */
export async function recordVoid(services: AppServices, paymentId: string, log: PaymentLog) {
  return endHold(services, paymentId, { status: 'voided' }, log);
}

/** The provider refused the hold's capture (expired, voided, denied): nothing was taken. */
async function closeHold(
  services: AppServices,
  paymentId: string,
  reason: string,
  log: PaymentLog,
) {
  log.warn({ paymentId, reason }, 'hold capture refused: nothing taken');
  return endHold(services, paymentId, { status: 'failed', reason }, log);
}

async function endHold(
  services: AppServices,
  paymentId: string,
  end: { status: 'voided' } | { status: 'failed'; reason: string },
  log: PaymentLog,
): Promise<Payment> {
  return services.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    const open = ['authorizing', 'authorized', 'capturing', 'voiding'];
    if (!open.includes(current.status)) return current;
    const metadata =
      end.status === 'failed'
        ? { ...current.metadata, failureReason: end.reason }
        : current.metadata;
    const [closed] = await tx
      .update(payments)
      .set({ status: end.status, metadata, updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!closed) throw new Error(`payment ${paymentId} vanished`);
    await services.captures.for(closed.purpose)?.onHoldClosed?.(tx, closed);
    log.info({ paymentId, status: end.status }, 'held payment closed without capture');
    return closed;
  });
}

/**
 * A held payment's statuses in `settlePayment`: an interrupted authorisation or release is asked
 * again; a hold past its expiry is released (at PayPal an expired hold is already gone; the void
 * answers so, and the release is recorded).
 */
export async function settleHold(
  services: AppServices,
  payment: Payment,
  mode: 'buyer' | 'background',
  log: PaymentLog,
): Promise<Payment> {
  switch (payment.status) {
    case 'authorizing':
      if (mode === 'buyer') return authorizeNow(services, payment.id, log);
      return applyHoldResult(
        services,
        payment.id,
        await services.payments.authorizeOrder(orderInput(payment)),
        log,
      );
    case 'authorized': {
      const expiry = payment.authorizationExpiresAt;
      if (!expiry || expiry.getTime() > Date.now()) return payment;
      const claimed = await services.db.transaction((tx) =>
        claimHoldVoid(tx, payment.id, 'authorization expired'),
      );
      return claimed ? voidHold(services, payment.id, log) : loadPayment(services, payment.id);
    }
    case 'voiding':
      return voidHold(services, payment.id, log);
    default:
      return payment;
  }
}
