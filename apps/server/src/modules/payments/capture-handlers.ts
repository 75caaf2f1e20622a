import type { FastifyBaseLogger } from 'fastify';
import type { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';

export type Payment = typeof payments.$inferSelect;
export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What a feature does when one of its payments is captured. `onCaptured` runs once, in the
 * transaction that marks the payment captured (the purchase row, the ledger posting); it throws
 * `CaptureNotRecordable` when the sale can no longer be recorded, and the money is refunded.
 * `afterCommit` runs once after that commit, in whichever process recorded the capture (the
 * buyer's request, the reconciliation job or a webhook): e-mails, events.
 */
export type CaptureHandler = {
  /**
   * Asked before an approved order is captured: false when the sale can no longer be recorded
   * (the fee is already paid), so the payment is cancelled instead of taken and refunded.
   */
  stillWanted?(services: AppServices, payment: Payment): Promise<boolean>;
  onCaptured(tx: Tx, payment: Payment): Promise<void>;
  afterCommit?(services: AppServices, payment: Payment, log: PaymentLog): Promise<void>;
};

/** The capture can never be recorded (the fee is already paid, the item is gone): refund it. */
export class CaptureNotRecordable extends Error {}

const handlers = new Map<string, CaptureHandler>();

/**
 * Features register their handler for their payment purpose when their module loads, so the
 * capture from a request, from the reconciliation job and from a webhook applies it the same way.
 */
export function registerCaptureHandler(purpose: string, handler: CaptureHandler): void {
  handlers.set(purpose, handler);
}

export function captureHandlerFor(purpose: string): CaptureHandler | undefined {
  return handlers.get(purpose);
}
