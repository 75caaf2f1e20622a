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
}

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

export type CaptureResult =
  | { status: 'completed'; captureId: string; amountCents: number; currency: string }
  | { status: 'not-approved' }
  | { status: 'declined'; reason: string };
