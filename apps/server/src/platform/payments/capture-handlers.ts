import type { FastifyBaseLogger } from 'fastify';
import type { payments } from '../../db/schema';
import type { Tx } from '../db/database';
import type { AppServices } from '../services';

export type Payment = typeof payments.$inferSelect;
export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What a feature does when one of its payments is captured. `onCaptured` runs once, in the
 * transaction that marks the payment captured (the purchase row, the ledger posting, and any
 * work that follows the sale queued as jobs or outbox rows in that same transaction, so it
 * exists exactly when the sale does); it throws `CaptureNotRecordable` when the sale can no
 * longer be recorded, and the money is refunded. Nothing runs after the commit: a process may
 * stop right there.
 */
export type CaptureHandler = {
  /**
   * Asked before an approved order is captured: false when the sale can no longer be recorded
   * (the fee is already paid), so the payment is cancelled instead of taken and refunded.
   */
  stillWanted?(services: AppServices, payment: Payment): Promise<boolean>;
  onCaptured(tx: Tx, payment: Payment): Promise<void>;
  /**
   * A held payment (intent `authorize`): runs once, in the transaction that records the hold
   * (what the buyer booked exists exactly when their money is held). Throws
   * `CaptureNotRecordable` when it can no longer be booked: the hold is released.
   */
  onAuthorized?(tx: Tx, payment: Payment): Promise<void>;
  /**
   * A hold that ends without a capture (voided: declined, cancelled, expired; or its capture
   * refused): runs once, in the transaction that records it, so the feature's record follows.
   */
  onHoldClosed?(tx: Tx, payment: Payment): Promise<void>;
};

/** The capture can never be recorded (the fee is already paid, the item is gone): refund it. */
export class CaptureNotRecordable extends Error {}

/**
 * The capture handlers of one app, by payment purpose: filled once at start from the list in
 * `src/capture-handlers.ts`, built with that app's services (its Mailer, its job queue), so
 * the capture from a request, from the reconciliation job and from a webhook applies them the
 * same way, and two apps in one process (tests) never use each other's.
 */
export class CaptureHandlers {
  private readonly byPurpose = new Map<string, CaptureHandler>();

  /** Adds handlers by purpose (tests add their own purposes beside the app's). */
  register(handlers: Readonly<Record<string, CaptureHandler>>): void {
    for (const [purpose, handler] of Object.entries(handlers)) this.byPurpose.set(purpose, handler);
  }

  for(purpose: string): CaptureHandler | undefined {
    return this.byPurpose.get(purpose);
  }

  purposes(): string[] {
    return [...this.byPurpose.keys()];
  }
}
