import type {
  CaptureOrderInput,
  CaptureResult,
  CreateOrderInput,
  PaymentProvider,
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
      captures?: {
        id?: string;
        status?: string;
        custom_id?: string;
        amount?: { currency_code?: string; value?: string };
      }[];
    };
  }[];
};

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
      intent: 'CAPTURE',
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
}

/**
 * Trust nothing but a COMPLETED capture of exactly the amount and currency we asked for, on
 * an order that carries our payment id: anything else must not credit a wallet.
 */
export function verifyCapture(order: PayPalOrder, expected: CaptureOrderInput): CaptureResult {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture?.id) return { status: 'declined', reason: 'no capture in the order' };
  if (capture.status !== 'COMPLETED') {
    return { status: 'declined', reason: `capture ${capture.status ?? 'without status'}` };
  }
  const ownerId = capture.custom_id ?? unit?.custom_id;
  if (ownerId !== undefined && ownerId !== expected.paymentId) {
    return { status: 'declined', reason: 'capture belongs to another payment' };
  }
  const cents = payPalValueToCents(capture.amount?.value ?? '');
  const currency = capture.amount?.currency_code;
  if (cents !== expected.amountCents || currency !== expected.currency) {
    return { status: 'declined', reason: `captured ${capture.amount?.value} ${currency}` };
  }
  return { status: 'completed', captureId: capture.id, amountCents: cents, currency };
}
