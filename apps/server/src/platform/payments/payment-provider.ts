/**
 * A payment provider creates an order for an amount the server computed, sends the buyer to
 * approve it, and captures it. Amounts are integer cents.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'paypal';
  createOrder(input: CreateOrderInput): Promise<{ providerOrderId: string; approveUrl: string }>;
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
};

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

/** An order read back: not approved yet, approved and not captured, or its capture's state. */
export type OrderState = CaptureResult | { status: 'approved' };
