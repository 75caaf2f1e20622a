/**
 * A payment provider creates an order for an amount the server computed, sends the buyer to
 * approve it, and captures it. Amounts are integer cents.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'paypal';
  createOrder(input: CreateOrderInput): Promise<{ providerOrderId: string; approveUrl: string }>;
  /**
   * Holds the money of an approved order created with intent `authorize`, without taking it.
   * Safe to call twice (the second call answers the first hold).
   */
  authorizeOrder(input: CaptureOrderInput): Promise<AuthorizeResult>;
  /**
   * Takes `amountCents` (at most the amount held) of a hold and releases the rest: the one
   * capture of that hold. Safe to call twice with the same payment id (answers the first capture).
   */
  captureAuthorization(input: AuthorizationInput): Promise<CaptureResult>;
  /** Releases a hold: nothing is taken. Safe to call twice; a hold captured meanwhile says so. */
  voidAuthorization(input: AuthorizationInput): Promise<VoidResult>;
  /**
   * Captures an approved order. Must be safe to call twice for the same order (the second call
   * returns the first capture). The expected amount lets the provider refuse a capture whose
   * money differs from what we asked for.
   */
  captureOrder(input: CaptureOrderInput): Promise<CaptureResult>;
  /**
   * Where the order stands now, without changing it: what the reconciliation job and the
   * webhooks rely on after a crash, a lost answer or a pending capture.
   */
  readOrder(input: CaptureOrderInput): Promise<OrderState>;
  /**
   * Gives a capture's money back in full. Safe to call twice (keyed on our payment id): a
   * capture already refunded answers its refund.
   */
  refundCapture(input: RefundCaptureInput): Promise<{ refundId: string }>;
  /**
   * Sends money to a payout e-mail (a withdrawal). Our withdrawal id is the idempotency key: a
   * retried call returns the batch of the first one instead of paying twice.
   */
  createPayout(input: PayoutInput): Promise<{ batchId: string }>;
  /** Where a payout stands: still pending at the provider, paid, or failed / returned. */
  readPayout(input: PayoutInput & { batchId: string }): Promise<PayoutState>;
}

export type PayoutInput = {
  /** Our withdrawal id: sender_batch_id at PayPal. */
  withdrawalId: string;
  amountCents: number;
  currency: string;
  receiverEmail: string;
  note: string;
};

/** `failed` never reached the receiver; `returned` reached nobody who claimed it (money back). */
export type PayoutState =
  | { status: 'pending' }
  | { status: 'paid'; itemId: string | null }
  | { status: 'failed' | 'returned'; itemId: string | null; reason: string };

export type CreateOrderInput = {
  /** Our payment id: the idempotency key for the provider. */
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** `authorize`: the buyer's approval only holds the money (authorizeOrder, then capture). */
  intent?: 'capture' | 'authorize';
};

/** A hold on the buyer's money, by the provider's authorization id and our payment id. */
export type AuthorizationInput = {
  authorizationId: string;
  /** The order the hold belongs to (read back when the capture answer was lost). */
  providerOrderId: string;
  paymentId: string;
  /** What to capture (for a void: the amount held). */
  amountCents: number;
  currency: string;
};

/**
 * `authorized`: the money is held until `expiresAt` (a capture after it is refused).
 * `not-approved`: the buyer has not approved yet. `declined`: no hold (refused, or the order is
 * gone). `mismatch`: a hold for another amount than ours: it is voided, never used.
 */
export type AuthorizeResult =
  | { status: 'authorized'; authorizationId: string; expiresAt: Date }
  | { status: 'not-approved' }
  | { status: 'mismatch'; authorizationId: string; reason: string }
  | { status: 'declined'; reason: string };

/** `voided`: the hold is released. `captured`: too late, it was captured (read the capture). */
export type VoidResult = { status: 'voided' } | { status: 'captured' };

export type CaptureOrderInput = {
  providerOrderId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
};

export type RefundCaptureInput = {
  captureId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  /** What the payer reads about it (an operator's refund); a default note otherwise. */
  note?: string;
};

/**
 * `completed`: the money is ours, exactly the amount we asked for. `pending`: taken but held by
 * the provider (it completes or is denied later). `mismatch`: money was taken but not what we
 * asked for (another amount or currency): it must be refunded, never credited. `declined`:
 * no money taken. `refunded`: the capture was refunded at the provider.
 */
export type CaptureResult =
  | { status: 'completed'; captureId: string; amountCents: number; currency: string }
  | { status: 'pending'; captureId: string }
  | { status: 'mismatch'; captureId: string; reason: string }
  | { status: 'refunded'; captureId: string }
  | { status: 'not-approved' }
  | { status: 'declined'; reason: string };

/**
 * An order read back: not approved yet, approved and not captured, or its capture's state; an
 * authorised order (intent `authorize`) answers its hold, or `voided` once released.
 */
export type OrderState =
  | CaptureResult
  | { status: 'approved' }
  | { status: 'authorized'; authorizationId: string; expiresAt: Date }
  | { status: 'voided' };
