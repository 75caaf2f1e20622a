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
import { centsToPayPalValue, payPalValueToCents } from './paypal-amount';
import { PayPalClient, type PayPalConfig, type PayPalResponse } from './paypal-client';

/** The fields we read from PayPal's Order (checkout_orders_v2.json `order`). */
type PayPalOrder = {
  id?: string;
  status?: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: {
      authorizations?: PayPalAuthorization[];
      captures?: {
        id?: string;
        status?: string;
        custom_id?: string;
        amount?: { currency_code?: string; value?: string };
      }[];
    };
  }[];
};

/** The fields we read from an authorization (payments_payment_v2.json `authorization`). */
type PayPalAuthorization = {
  id?: string;
  status?: string;
  custom_id?: string;
  expiration_time?: string;
  create_time?: string;
  amount?: { currency_code?: string; value?: string };
};

/** The fields we read from a capture of an authorization (payments_payment_v2.json `capture`). */
type PayPalCapture = {
  id?: string;
  status?: string;
  custom_id?: string;
  amount?: { currency_code?: string; value?: string };
};

/** Capture refusals meaning the hold is gone: nothing was or will be taken. */
const HOLD_GONE_ISSUES = new Set([
  'AUTHORIZATION_EXPIRED',
  'AUTHORIZATION_VOIDED',
  'AUTHORIZATION_DENIED',
  'PREVIOUSLY_VOIDED',
]);

/** What the buyer reads on PayPal about a refund of money we could not apply. */
const REFUND_NOTE = 'Your payment could not be applied and has been refunded.';

/** PayPal limits purchase_unit.description to 127 characters. */
const MAX_DESCRIPTION = 127;
/** 422 issues meaning the buyer has not (yet) approved: they may still do it. */
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

function issuesOf(res: PayPalResponse): string[] {
  const details = (res.body as { details?: { issue?: string }[] } | null)?.details ?? [];
  return details.map((d) => d.issue ?? '').filter(Boolean);
}

/** PayPal Orders v2: orders are created and captured on the server, never in the browser. */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly client: PayPalClient;

  constructor(config: PayPalConfig, now?: () => number) {
    this.client = new PayPalClient(config, now);
  }

  async createOrder(input: CreateOrderInput) {
    const body = {
      intent: input.intent === 'authorize' ? 'AUTHORIZE' : 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.paymentId,
          custom_id: input.paymentId,
          invoice_id: input.paymentId,
          description: input.description.slice(0, MAX_DESCRIPTION),
          amount: {
            currency_code: input.currency,
            value: centsToPayPalValue(input.amountCents, input.currency),
          },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    // Our payment id as request id: a retried create returns the same order, not a second one.
    const res = await this.client.request('POST', '/v2/checkout/orders', {
      body,
      requestId: input.paymentId,
    });
    const order = res.body as PayPalOrder;
    if ((res.status !== 200 && res.status !== 201) || !order?.id) {
      throw new Error(`PayPal create order failed: ${res.status} ${issuesOf(res).join(',')}`);
    }
    const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    if (!approve) throw new Error(`PayPal order ${order.id} has no approve link`);
    return { providerOrderId: order.id, approveUrl: approve.href };
  }

  async captureOrder(input: CaptureOrderInput): Promise<CaptureResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(input.providerOrderId)}`;
    let res = await this.client.request('POST', `${path}/capture`, {
      body: {},
      requestId: `capture-${input.paymentId}`,
    });
    if (res.status === 422) {
      const issues = issuesOf(res);
      if (issues.some((i) => NOT_APPROVED_ISSUES.has(i))) return { status: 'not-approved' };
      // Captured earlier (by us with another request id, or before a crash): read that capture.
      if (issues.includes('ORDER_ALREADY_CAPTURED')) res = await this.client.request('GET', path);
      else return { status: 'declined', reason: issues.join(',') || 'unprocessable' };
    }
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`PayPal capture failed: ${res.status} ${issuesOf(res).join(',')}`);
    }
    return verifyCapture(res.body as PayPalOrder, input);
  }

  async readOrder(input: CaptureOrderInput): Promise<OrderState> {
    const path = `/v2/checkout/orders/${encodeURIComponent(input.providerOrderId)}`;
    const res = await this.client.request('GET', path);
    if (res.status === 404) return { status: 'declined', reason: 'order not found' };
    if (res.status !== 200) {
      throw new Error(`PayPal read order failed: ${res.status} ${issuesOf(res).join(',')}`);
    }
    const order = res.body as PayPalOrder;
    switch (order.status) {
      case 'APPROVED':
        return { status: 'approved' };
      case 'COMPLETED':
        if (order.purchase_units?.[0]?.payments?.authorizations?.length) {
          return holdStateOf(order, input);
        }
        return verifyCapture(order, input);
      case 'VOIDED':
        // An authorised order whose hold was released (or ran out) is VOIDED too.
        if (order.purchase_units?.[0]?.payments?.authorizations?.length) {
          return holdStateOf(order, input);
        }
        return { status: 'declined', reason: 'order voided' };
      default:
        // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has not approved (yet).
        return { status: 'not-approved' };
    }
  }

  /** POST /v2/checkout/orders/{id}/authorize: holds the approved order's money. */
  async authorizeOrder(input: CaptureOrderInput): Promise<AuthorizeResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(input.providerOrderId)}`;
    let res = await this.client.request('POST', `${path}/authorize`, {
      body: {},
      requestId: `authorize-${input.paymentId}`,
    });
    if (res.status === 422) {
      const issues = issuesOf(res);
      if (issues.some((i) => NOT_APPROVED_ISSUES.has(i))) return { status: 'not-approved' };
      if (issues.includes('ORDER_ALREADY_AUTHORIZED')) res = await this.client.request('GET', path);
      else return { status: 'declined', reason: issues.join(',') || 'unprocessable' };
    }
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`PayPal authorize failed: ${res.status} ${issuesOf(res).join(',')}`);
    }
    return verifyHold(res.body as PayPalOrder, input);
  }

  /**
   * POST /v2/payments/authorizations/{id}/capture for the settled amount, as the final capture
   * (PayPal releases the rest of the hold). The request id makes a retry answer the first capture.
   */
  async captureAuthorization(input: AuthorizationInput): Promise<CaptureResult> {
    const path = `/v2/payments/authorizations/${encodeURIComponent(input.authorizationId)}`;
    const res = await this.client.request('POST', `${path}/capture`, {
      body: {
        amount: {
          currency_code: input.currency,
          value: centsToPayPalValue(input.amountCents, input.currency),
        },
        invoice_id: input.paymentId,
        final_capture: true,
      },
      requestId: `capture-${input.paymentId}`,
    });
    if (res.status === 422) {
      const issues = issuesOf(res);
      if (issues.includes('AUTHORIZATION_ALREADY_CAPTURED')) {
        // Captured before with another request id (or an answer lost): the order holds it.
        const order = await this.client.request(
          'GET',
          `/v2/checkout/orders/${encodeURIComponent(input.providerOrderId)}`,
        );
        if (order.status !== 200) throw new Error(`PayPal read order failed: ${order.status}`);
        return verifyCapture(order.body as PayPalOrder, input);
      }
      const gone = issues.find((i) => HOLD_GONE_ISSUES.has(i));
      return { status: 'declined', reason: gone ?? (issues.join(',') || 'unprocessable') };
    }
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(
        `PayPal capture authorization failed: ${res.status} ${issuesOf(res).join(',')}`,
      );
    }
    const capture = res.body as PayPalCapture;
    return verifyCapture({ purchase_units: [{ payments: { captures: [capture] } }] }, input);
  }

  /**
   * POST /v2/payments/authorizations/{id}/void: releases the hold. Its contract has no request
   * body and no PayPal-Request-Id; a repeat is answered PREVIOUSLY_VOIDED, which is the same.
   */
  async voidAuthorization(input: AuthorizationInput): Promise<VoidResult> {
    const path = `/v2/payments/authorizations/${encodeURIComponent(input.authorizationId)}/void`;
    const res = await this.client.request('POST', path);
    if (res.status === 200 || res.status === 204) return { status: 'voided' };
    if (res.status === 422) {
      const issues = issuesOf(res);
      if (issues.includes('PREVIOUSLY_CAPTURED')) return { status: 'captured' };
      // Already released, or expired: nothing is held any more.
      if (issues.some((i) => HOLD_GONE_ISSUES.has(i))) return { status: 'voided' };
    }
    throw new Error(`PayPal void failed: ${res.status} ${issuesOf(res).join(',')}`);
  }

  /** POST /v2/payments/captures/{id}/refund with an empty body: the full captured amount. */
  async refundCapture(input: RefundCaptureInput) {
    const path = `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`;
    const res = await this.client.request('POST', path, {
      body: {
        custom_id: input.paymentId,
        note_to_payer: (input.note ?? REFUND_NOTE).slice(0, 255),
      },
      requestId: `refund-${input.paymentId}`,
    });
    const refund = res.body as { id?: string; status?: string } | null;
    if ((res.status === 200 || res.status === 201) && refund?.id) {
      if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
        throw new Error(`PayPal refund ${refund.id} ${refund.status}`);
      }
      return { refundId: refund.id };
    }
    if (res.status === 422 && issuesOf(res).includes('CAPTURE_FULLY_REFUNDED')) {
      return { refundId: `already-refunded:${input.captureId}` };
    }
    throw new Error(`PayPal refund failed: ${res.status} ${issuesOf(res).join(',')}`);
  }

  /**
   * POST /v1/payments/payouts (payments_payouts_batch_v1): one item to the payout e-mail. Our
   * withdrawal id is the sender_batch_id and the request id, so a retry never pays twice: PayPal
   * answers the first batch, or refuses the duplicate with a link to it.
   */
  async createPayout(input: PayoutInput) {
    const body = {
      sender_batch_header: {
        sender_batch_id: input.withdrawalId,
        recipient_type: 'EMAIL',
        email_subject: 'You have a payout',
        email_message: input.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: input.receiverEmail,
          sender_item_id: input.withdrawalId,
          note: input.note,
          amount: {
            currency: input.currency,
            value: centsToPayPalValue(input.amountCents, input.currency),
          },
        },
      ],
    };
    const res = await this.client.request('POST', '/v1/payments/payouts', {
      body,
      requestId: `payout-${input.withdrawalId}`,
    });
    const batch = res.body as PayPalPayoutBatch | null;
    const batchId = batch?.batch_header?.payout_batch_id ?? batchIdFromLinks(batch?.links);
    if (batchId && (res.status === 200 || res.status === 201 || res.status === 400)) {
      return { batchId };
    }
    throw new Error(`PayPal create payout failed: ${res.status} ${issuesOf(res).join(',')}`);
  }

  /** GET /v1/payments/payouts/{id}: the batch and its one item. */
  async readPayout(input: PayoutInput & { batchId: string }): Promise<PayoutState> {
    const path = `/v1/payments/payouts/${encodeURIComponent(input.batchId)}`;
    const res = await this.client.request('GET', path);
    if (res.status !== 200) {
      throw new Error(`PayPal read payout failed: ${res.status} ${issuesOf(res).join(',')}`);
    }
    return payoutStateOf(res.body as PayPalPayoutBatch);
  }

  /**
   * Asks PayPal whether a webhook really comes from it (POST
   * /v1/notifications/verify-webhook-signature). The event goes back exactly as it arrived
   * (`rawEvent`): PayPal checks its signature over those bytes.
   */
  async verifyWebhookSignature(input: {
    webhookId: string;
    headers: Record<string, string | string[] | undefined>;
    rawEvent: string;
  }): Promise<boolean> {
    const header = (name: string) => {
      const value = input.headers[name];
      return typeof value === 'string' && value.length > 0 ? value : null;
    };
    const fields = {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: input.webhookId,
    };
    if (Object.values(fields).some((v) => v === null)) return false;
    const prefix = JSON.stringify(fields).slice(0, -1);
    const res = await this.client.request('POST', '/v1/notifications/verify-webhook-signature', {
      rawBody: `${prefix},"webhook_event":${input.rawEvent}}`,
    });
    // PayPal not answering is no verdict on the event: the caller answers so PayPal retries.
    if (res.status >= 500) throw new Error(`PayPal verify-webhook-signature failed: ${res.status}`);
    const body = res.body as { verification_status?: string } | null;
    return res.status === 200 && body?.verification_status === 'SUCCESS';
  }
}

/**
 * Trust nothing but a COMPLETED capture of exactly the amount and currency we asked for, on
 * an order that carries our payment id: anything else must not credit a wallet. A PENDING
 * capture is kept pending (PayPal completes or denies it later); money taken for another
 * amount is a mismatch, to be refunded.
 */
export function verifyCapture(order: PayPalOrder, expected: CaptureOrderInput): CaptureResult {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture?.id) return { status: 'declined', reason: 'no capture in the order' };
  const ownerId = capture.custom_id ?? unit?.custom_id;
  if (ownerId !== undefined && ownerId !== expected.paymentId) {
    return { status: 'declined', reason: 'capture belongs to another payment' };
  }
  const captureId = capture.id;
  switch (capture.status) {
    case 'COMPLETED':
      break;
    case 'PENDING':
      return { status: 'pending', captureId };
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return { status: 'refunded', captureId };
    default:
      return { status: 'declined', reason: `capture ${capture.status ?? 'without status'}` };
  }
  const cents = payPalValueToCents(capture.amount?.value ?? '');
  const currency = capture.amount?.currency_code;
  if (cents !== expected.amountCents || currency !== expected.currency) {
    const reason = `captured ${capture.amount?.value} ${currency}`;
    return { status: 'mismatch', captureId, reason };
  }
  return { status: 'completed', captureId, amountCents: cents, currency };
}

/**
 * An authorised order's hold, trusted only when it carries our payment id and holds exactly the
 * amount we asked the buyer to approve. A hold for another amount is a mismatch (voided).
 */
export function verifyHold(order: PayPalOrder, expected: CaptureOrderInput): AuthorizeResult {
  const unit = order.purchase_units?.[0];
  const hold = unit?.payments?.authorizations?.[0];
  if (!hold?.id) return { status: 'declined', reason: 'no authorization in the order' };
  const ownerId = hold.custom_id ?? unit?.custom_id;
  if (ownerId !== undefined && ownerId !== expected.paymentId) {
    return { status: 'declined', reason: 'authorization belongs to another payment' };
  }
  if (hold.status === 'DENIED' || hold.status === 'VOIDED') {
    return { status: 'declined', reason: `authorization ${hold.status}` };
  }
  const cents = payPalValueToCents(hold.amount?.value ?? '');
  if (cents !== expected.amountCents || hold.amount?.currency_code !== expected.currency) {
    return {
      status: 'mismatch',
      authorizationId: hold.id,
      reason: `held ${hold.amount?.value} ${hold.amount?.currency_code}`,
    };
  }
  return { status: 'authorized', authorizationId: hold.id, expiresAt: holdExpiry(hold) };
}

/** PayPal honours an authorisation for 29 days. */
const HOLD_LIFETIME_MS = 29 * 24 * 3600_000;

/**
 * When a hold ends: its `expiration_time` (the contract's date_time: RFC 3339, `T` or `t`, `Z`,
 * `z` or an offset, any fraction), else 29 days from its `create_time`, else from now. Never an
 * invalid date (it could not be stored) and never the epoch (the job would release the hold).
 */
export function holdExpiry(
  hold: { expiration_time?: string; create_time?: string },
  now = Date.now(),
): Date {
  const expires = parsePayPalTime(hold.expiration_time);
  if (expires) return expires;
  const created = parsePayPalTime(hold.create_time);
  return new Date((created?.getTime() ?? now) + HOLD_LIFETIME_MS);
}

/** An RFC 3339 date-time; a leap second (:60) is read as :59. */
function parsePayPalTime(value: string | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(
    value,
  );
  if (!match) return null;
  const [, day, minutes, seconds, fraction = '', zone] = match;
  const second = seconds === '60' ? '59' : seconds;
  const date = new Date(`${day}T${minutes}:${second}${fraction}${zone?.toUpperCase()}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An authorised order read back: still held, released, or captured (its capture checked). */
function holdStateOf(order: PayPalOrder, expected: CaptureOrderInput): OrderState {
  const hold = order.purchase_units?.[0]?.payments?.authorizations?.[0];
  switch (hold?.status) {
    case 'CREATED':
    case 'PENDING':
      return { status: 'authorized', authorizationId: hold.id ?? '', expiresAt: holdExpiry(hold) };
    case 'VOIDED':
      return { status: 'voided' };
    case 'CAPTURED':
    case 'PARTIALLY_CAPTURED':
      return verifyCapture(order, expected);
    default:
      return { status: 'declined', reason: `authorization ${hold?.status ?? 'missing'}` };
  }
}

/** The fields we read from a payout batch (payments_payouts_batch_v1 `payout_batch`). */
type PayPalPayoutBatch = {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: { payout_item_id?: string; transaction_status?: string; errors?: { name?: string } }[];
  links?: { href: string; rel: string }[];
};

/** A duplicate sender_batch_id is refused with a link to the original batch. */
function batchIdFromLinks(links: { href: string }[] | undefined): string | undefined {
  for (const link of links ?? []) {
    const match = /\/v1\/payments\/payouts\/([^/?]+)/.exec(link.href);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/**
 * Item states whose money never reached the receiver or came back to us: FAILED, BLOCKED and
 * DENIED (PayPal refused the item) never paid; REFUNDED and REVERSED came back. A CANCELED item
 * (we cancelled an unclaimed one) is returned like RETURNED.
 *
 * Everything else counts as pending: PENDING and ONHOLD (HELD) are still moving, and UNCLAIMED
 * means the receiver has no PayPal account for the e-mail yet. PayPal keeps an unclaimed payout
 * for 30 days: the receiver may still claim it (SUCCESS) or it comes back (RETURNED, the money
 * in our PayPal balance again). So UNCLAIMED stays pending, the money held in pending payouts,
 * until PayPal says RETURNED; giving it back to the wallet earlier could pay it twice.
 */
const PAYOUT_ITEM_BACK = new Set(['FAILED', 'BLOCKED', 'DENIED', 'REFUNDED', 'REVERSED']);
const PAYOUT_ITEM_RETURNED = new Set(['RETURNED', 'CANCELED']);

export function payoutStateOf(batch: PayPalPayoutBatch): PayoutState {
  const item = batch.items?.[0];
  const itemId = item?.payout_item_id ?? null;
  const batchStatus = batch.batch_header?.batch_status;
  if (batchStatus === 'DENIED' || batchStatus === 'CANCELED') {
    return { status: 'failed', itemId, reason: `batch ${batchStatus}` };
  }
  const status = item?.transaction_status;
  if (status === 'SUCCESS') return { status: 'paid', itemId };
  if (status && PAYOUT_ITEM_RETURNED.has(status)) {
    return { status: 'returned', itemId, reason: `${status.toLowerCase()} unclaimed` };
  }
  if (status && PAYOUT_ITEM_BACK.has(status)) {
    return { status: 'failed', itemId, reason: item?.errors?.name ?? status };
  }
  return { status: 'pending' };
}
