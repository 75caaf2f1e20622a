import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import {
  type ContractOperation,
  type ContractValidators,
  contractIssues,
  loadOrdersContract,
} from './paypal-contract';

type Money = { currency_code: string; value: string };
type FakeCapture = {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture?: boolean;
  create_time?: string;
};
/** A hold on an order created with intent AUTHORIZE (payments_payment_v2.json `authorization`). */
export type FakeAuthorization = {
  id: string;
  status: 'CREATED' | 'PENDING' | 'PARTIALLY_CAPTURED' | 'CAPTURED' | 'VOIDED' | 'DENIED';
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  createdAt: number;
  /** When PayPal stops honouring it (29 days after the authorisation). */
  expiresAt: number;
  /** Set when the hold ran out: PayPal voids it, and a capture is refused as expired. */
  expired?: boolean;
  captures: FakeCapture[];
};
type FakeOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: 'CAPTURE' | 'AUTHORIZE';
  request: {
    purchase_units: { custom_id?: string; invoice_id?: string; amount: Money }[];
  };
  capture?: FakeCapture;
  refund?: { id: string; status: string; amount: Money };
  authorization?: FakeAuthorization;
};
type Answer = { status: number; body: unknown; operation?: ContractOperation };

/** PayPal honours an authorisation for 29 days. */
const HOLD_LIFETIME_MS = 29 * 24 * 3600_000;
/** A payout batch of one item, as PayPal Payouts keeps it (payments_payouts_batch_v1). */
export type FakePayout = {
  id: string;
  senderBatchId: string;
  batchStatus: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED' | 'CANCELED';
  request: {
    sender_batch_header: Record<string, unknown>;
    items: {
      recipient_type?: string;
      receiver: string;
      sender_item_id?: string;
      note?: string;
      amount: { currency: string; value: string };
    }[];
  };
  item: { id: string; transactionId: string; status: string };
  createdAt: string;
};
export type RecordedRequest = { method: string; path: string; requestId?: string; body: unknown };

export const FAKE_CLIENT_ID = 'fake-client';
export const FAKE_CLIENT_SECRET = 'fake-secret';
export const FAKE_WEBHOOK_ID = 'WH1FAKE2WEBHOOK3ID';
/** What only the fake knows: it "signs" webhooks with it, as PayPal signs with its key. */
const SIGNING_SECRET = randomBytes(16);

/**
 * A stand-in for PayPal's Orders v2 and Payouts APIs on 127.0.0.1: it validates requests against PayPal's
 * contract (422 like PayPal when they break it), replays answers by PayPal-Request-Id, and
 * records every request so tests can assert what the adapter sent.
 */
export class FakePayPalServer {
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  /** Payout batches by payout_batch_id. */
  readonly payouts = new Map<string, FakePayout>();
  /** Calls whose path matches answer 503, as in a PayPal outage (tokens are still issued). */
  outage: RegExp | null = null;
  tokenRequests = 0;
  tokenLifetimeSeconds = 32400;
  /** Lets a test make the next capture come back declined or for another amount. */
  captureOverride: Partial<{ status: string; amount: Money }> | null = null;
  /** Lets a test make the next authorisation hold another amount, or come back PENDING/DENIED. */
  authorizeOverride: Partial<{ status: FakeAuthorization['status']; amount: Money }> | null = null;
  /** The fake's clock: what decides whether a hold has expired. */
  now: () => number = () => Date.now();
  /** Answers the fake gave that its own contract check refused (each also answered 500). */
  readonly contractBreaches: { path: string; status: number; errors: unknown }[] = [];
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly contract: ContractValidators = loadOrdersContract();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private tokens = new Set<string>();
  /** Webhooks the fake sent, by transmission id: what verify-webhook-signature checks. */
  private readonly sentWebhooks = new Map<
    string,
    { event: unknown; sig: string; webhookId: string }
  >();
  baseUrl = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** What the buyer does on PayPal's page. */
  approve(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    order.status = 'APPROVED';
  }

  /** PayPal keeps request ids for a limited time; after that a repeated request is new. */
  forgetRequestIds() {
    this.replies.clear();
  }

  revokeTokens() {
    this.tokens.clear();
  }

  /** The hold of an order authorised at the fake. */
  authorizationOf(orderId: string): FakeAuthorization {
    const authorization = this.orders.get(orderId)?.authorization;
    if (!authorization) throw new Error(`no authorization on fake order ${orderId}`);
    return authorization;
  }

  /** The hold runs out (as 29 days passing would): PayPal voids it and refuses its capture. */
  expireHold(orderId: string) {
    this.authorizationOf(orderId).expiresAt = this.now() - 1000;
  }

  /** PayPal settles a pending capture (an eCheck clears, a review passes). */
  completeCapture(orderId: string) {
    const order = this.orders.get(orderId);
    const capture = order?.capture ?? order?.authorization?.captures[0];
    if (!capture) throw new Error(`no capture on fake order ${orderId}`);
    capture.status = 'COMPLETED';
  }

  /** What PayPal sends to a webhook listener about an order: signed headers and the raw JSON event. */
  webhook(eventType: string, orderId: string, webhookId = FAKE_WEBHOOK_ID) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    // The order's capture, or its authorisation's: what PAYMENT.CAPTURE.* events are about.
    const capture = capturesOf(order)[0];
    const resource = eventType.startsWith('CHECKOUT.ORDER.')
      ? this.present(order)
      : eventType === 'PAYMENT.CAPTURE.REFUNDED'
        ? {
            ...order.refund,
            custom_id: capture?.custom_id,
            links: [
              {
                href: `${this.baseUrl}/v2/payments/captures/${capture?.id}`,
                rel: 'up',
                method: 'GET',
              },
            ],
          }
        : {
            ...capture,
            supplementary_data: {
              related_ids: { order_id: order.id, authorization_id: order.authorization?.id },
            },
          };
    const resourceType = eventType.startsWith('CHECKOUT.ORDER.') ? 'checkout-order' : 'capture';
    return this.signedEvent(eventType, resourceType, resource, webhookId);
  }

  /** The one payout of a withdrawal (our withdrawal id is its sender_batch_id). */
  payoutOf(senderBatchId: string): FakePayout {
    const payout = [...this.payouts.values()].find((p) => p.senderBatchId === senderBatchId);
    if (!payout) throw new Error(`no fake payout for ${senderBatchId}`);
    return payout;
  }

  /**
   * PayPal moves a payout on: the item's transaction_status (SUCCESS, FAILED, UNCLAIMED,
   * RETURNED, ONHOLD, BLOCKED, REFUNDED, REVERSED...) and, when given, the batch's status.
   */
  setPayout(batchId: string, itemStatus: string, batchStatus?: FakePayout['batchStatus']) {
    const payout = this.payouts.get(batchId);
    if (!payout) throw new Error(`no fake payout ${batchId}`);
    payout.item.status = itemStatus;
    payout.batchStatus = batchStatus ?? (itemStatus === 'PENDING' ? 'PROCESSING' : 'SUCCESS');
  }

  /**
   * What PayPal posts about a payout (Payouts webhook event names): PAYMENT.PAYOUTSBATCH.*
   * carries the batch header only, PAYMENT.PAYOUTS-ITEM.* the item as "show payout item details"
   * answers it.
   */
  payoutWebhook(eventType: string, batchId: string, webhookId = FAKE_WEBHOOK_ID) {
    const payout = this.payouts.get(batchId);
    if (!payout) throw new Error(`no fake payout ${batchId}`);
    const batch = eventType.startsWith('PAYMENT.PAYOUTSBATCH.');
    const resource = batch
      ? { batch_header: presentPayout(payout, this.baseUrl).batch_header, links: [] }
      : { ...presentPayoutItem(payout, this.baseUrl), sender_batch_id: payout.senderBatchId };
    return this.signedEvent(eventType, batch ? 'payouts' : 'payouts_item', resource, webhookId);
  }

  /**
   * Any event, signed as PayPal signs it: what a genuine notification with whatever content
   * looks like (tests use it for events that say something PayPal's API does not).
   */
  signedEvent(
    eventType: string,
    resourceType: string,
    resource: unknown,
    webhookId = FAKE_WEBHOOK_ID,
  ) {
    const event = {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    };
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const body = JSON.stringify(event);
    const sig = createHmac('sha256', SIGNING_SECRET)
      .update(`${transmissionId}|${transmissionTime}|${webhookId}|${body}`)
      .digest('hex');
    this.sentWebhooks.set(transmissionId, { event: JSON.parse(body), sig, webhookId });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.baseUrl}/v1/notifications/certs/CERT-fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': transmissionTime,
      },
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0] ?? '';
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    let body: unknown = raw;
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
    } catch {
      return send(res, 400, { name: 'INVALID_REQUEST', message: 'malformed JSON' });
    }
    this.requests.push({ method: req.method ?? '', path, requestId, body });
    const reply = (status: number, payload: unknown) => send(res, status, payload);

    if (req.method === 'POST' && path === '/v1/oauth2/token') return this.token(req, raw, reply);
    if (!this.tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return reply(401, { error: 'invalid_token', error_description: 'Access Token not found' });
    }
    if (this.outage?.test(path)) {
      return reply(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
    }
    if (requestId !== undefined && !this.contract.requestId(requestId)) {
      return reply(422, unprocessable(contractIssues(this.contract.requestId)));
    }
    // PayPal answers a repeated request id with the first answer, whatever the new body says;
    // Orders says so with 200 where the first answer was 201. Void takes no request id.
    const replayKey = requestId && !path.endsWith('/void') && `${req.method} ${path} ${requestId}`;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) {
      const again = replay.status === 201 && path.startsWith('/v2/checkout/') ? 200 : replay.status;
      return reply(again, replay.body);
    }
    this.expireHolds();
    const prefer = String(req.headers.prefer ?? 'return=minimal');
    const answer = this.checked(path, this.route(req.method ?? '', path, body, prefer));
    if (replayKey && answer.status < 300) this.replies.set(replayKey, answer);
    return reply(answer.status, answer.body);
  }

  /**
   * The fake checks its own answers against the operation's declared responses, so a test
   * passing against it passes against what PayPal documents, not against our idea of it.
   */
  private checked(path: string, answer: Answer): Answer {
    if (!answer.operation) return answer;
    const validate = this.contract.response(answer.operation, answer.status);
    const errors =
      validate === undefined
        ? `${answer.operation} does not answer ${answer.status}`
        : validate === null
          ? answer.body === undefined
            ? null
            : 'a body where the contract has none'
          : validate(answer.body)
            ? null
            : validate.errors;
    if (!errors) return answer;
    this.contractBreaches.push({ path, status: answer.status, errors });
    return { status: 500, body: { name: 'FAKE_BROKE_CONTRACT', details: errors } };
  }

  /** A hold past its expiry is voided by PayPal (PAYMENT.AUTHORIZATION.VOIDED says so). */
  private expireHolds() {
    for (const order of this.orders.values()) {
      const hold = order.authorization;
      if (!hold || hold.expired || this.now() < hold.expiresAt) continue;
      if (hold.status !== 'CREATED' && hold.status !== 'PENDING') continue;
      hold.expired = true;
      hold.status = 'VOIDED';
      order.status = 'VOIDED';
    }
  }

  private token(req: http.IncomingMessage, raw: string, reply: (s: number, b: unknown) => void) {
    this.tokenRequests++;
    const expected = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
      return reply(401, { error: 'invalid_client' });
    }
    const token = `A21.${randomBytes(12).toString('hex')}`;
    this.tokens.add(token);
    reply(200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: this.tokenLifetimeSeconds,
    });
  }

  private route(method: string, path: string, body: unknown, prefer: string): Answer {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(body);
    const hold = /^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/.exec(path);
    if (method === 'POST' && hold) {
      const id = decodeURIComponent(hold[1] ?? '');
      return hold[2] === 'capture'
        ? this.captureHold(id, body, prefer)
        : this.voidHold(id, body, prefer);
    }
    if (method === 'POST' && path === '/v1/payments/payouts') return this.createPayout(body);
    const payout = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && payout) {
      const found = this.payouts.get(decodeURIComponent(payout[1] ?? ''));
      if (!found) return { status: 404, body: notFound('The specified resource does not exist.') };
      return { status: 200, body: presentPayout(found, this.baseUrl) };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return this.verifyWebhook(body);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) return this.refund(refund[1] ?? '', body);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture|\/authorize)?$/.exec(path);
    const order = match?.[1] ? this.orders.get(match[1]) : undefined;
    if (!match || !order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [] } };
    if (method === 'GET' && !match[2]) {
      return { status: 200, body: this.present(order), operation: 'orders.get' };
    }
    if (method === 'POST' && match[2] === '/capture') return this.capture(order, body);
    if (method === 'POST' && match[2] === '/authorize') return this.authorize(order, body);
    return { status: 405, body: { name: 'METHOD_NOT_SUPPORTED' } };
  }

  private verifyWebhook(body: unknown) {
    if (!this.contract.verifyWebhookSignature(body)) {
      return {
        status: 400,
        body: {
          name: 'VALIDATION_ERROR',
          details: contractIssues(this.contract.verifyWebhookSignature),
        },
      };
    }
    const request = body as {
      transmission_id: string;
      transmission_sig: string;
      webhook_id: string;
      webhook_event: unknown;
    };
    const sent = this.sentWebhooks.get(request.transmission_id);
    const genuine =
      sent !== undefined &&
      sent.sig === request.transmission_sig &&
      // The signature covers the webhook id: one signed for another listener does not verify.
      request.webhook_id === sent.webhookId &&
      isDeepStrictEqual(sent.event, request.webhook_event);
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  private refund(captureId: string, body: unknown) {
    if (!this.contract.refundRequest(body ?? {})) {
      return { status: 422, body: unprocessable(contractIssues(this.contract.refundRequest)) };
    }
    const order = [...this.orders.values()].find((o) =>
      capturesOf(o).some((c) => c.id === captureId),
    );
    const capture = order && capturesOf(order).find((c) => c.id === captureId);
    if (!order || !capture) {
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [] } };
    }
    if (order.refund) {
      return { status: 422, body: unprocessable([{ issue: 'CAPTURE_FULLY_REFUNDED' }]) };
    }
    order.refund = { id: paypalId(), status: 'COMPLETED', amount: capture.amount };
    capture.status = 'REFUNDED';
    return { status: 201, body: { ...order.refund, links: [] } };
  }

  /**
   * POST /v1/payments/payouts. PayPal pays a sender_batch_id once: a second batch with the same
   * one is refused (400) with a link to the first.
   */
  private createPayout(body: unknown) {
    if (!this.contract.createPayoutRequest(body)) {
      return {
        status: 400,
        body: {
          name: 'VALIDATION_ERROR',
          message: 'Invalid request - see details.',
          debug_id: randomBytes(6).toString('hex'),
          details: contractIssues(this.contract.createPayoutRequest),
        },
      };
    }
    const request = body as FakePayout['request'];
    const senderBatchId = String(request.sender_batch_header.sender_batch_id ?? '');
    const existing = [...this.payouts.values()].find((p) => p.senderBatchId === senderBatchId);
    if (senderBatchId && existing) {
      return {
        status: 400,
        body: {
          name: 'USER_BUSINESS_ERROR',
          message: `Batch with given sender_batch_id already exists: ${senderBatchId}`,
          debug_id: randomBytes(6).toString('hex'),
          links: [
            {
              href: `${this.baseUrl}/v1/payments/payouts/${existing.id}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        },
      };
    }
    const payout: FakePayout = {
      id: randomBytes(7).toString('hex').toUpperCase().slice(0, 13),
      senderBatchId,
      batchStatus: 'PENDING',
      request,
      item: {
        id: randomBytes(7).toString('hex').toUpperCase().slice(0, 13),
        transactionId: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'PENDING',
      },
      createdAt: new Date().toISOString(),
    };
    this.payouts.set(payout.id, payout);
    const { batch_header, links } = presentPayout(payout, this.baseUrl);
    return { status: 201, body: { batch_header, links } };
  }

  private create(body: unknown) {
    if (!this.contract.orderRequest(body)) {
      return { status: 422, body: unprocessable(contractIssues(this.contract.orderRequest)) };
    }
    const request = body as FakeOrder['request'] & { intent: FakeOrder['intent'] };
    const id = paypalId();
    const order: FakeOrder = { id, status: 'CREATED', intent: request.intent, request };
    this.orders.set(id, order);
    return { status: 200, body: this.present(order), operation: 'orders.create' as const };
  }

  private capture(order: FakeOrder, body: unknown): Answer {
    if (!this.contract.captureRequest(body ?? {})) {
      return { status: 422, body: unprocessable(contractIssues(this.contract.captureRequest)) };
    }
    if (order.intent !== 'CAPTURE') {
      return { status: 422, body: unprocessable([{ issue: 'ACTION_DOES_NOT_MATCH_INTENT' }]) };
    }
    if (order.status === 'COMPLETED')
      return { status: 422, body: unprocessable([{ issue: 'ORDER_ALREADY_CAPTURED' }]) };
    if (order.status !== 'APPROVED')
      return { status: 422, body: unprocessable([{ issue: 'ORDER_NOT_APPROVED' }]) };
    const unit = order.request.purchase_units[0];
    order.status = 'COMPLETED';
    order.capture = {
      id: paypalId(),
      status: this.captureOverride?.status ?? 'COMPLETED',
      amount: this.captureOverride?.amount ?? (unit?.amount as Money),
      custom_id: unit?.custom_id,
    };
    return { status: 201, body: this.present(order), operation: 'orders.capture' };
  }

  /**
   * POST /v2/checkout/orders/{id}/authorize: the approved order's money is held for 29 days;
   * the order is COMPLETED with the authorization in its purchase unit.
   */
  private authorize(order: FakeOrder, body: unknown): Answer {
    if (!this.contract.authorizeRequest(body ?? {})) {
      return invalidRequest(contractIssues(this.contract.authorizeRequest));
    }
    const refuse = (issue: string) => this.refusal('orders.authorize', issue);
    if (order.intent !== 'AUTHORIZE') return refuse('ACTION_DOES_NOT_MATCH_INTENT');
    if (order.authorization) return refuse('ORDER_ALREADY_AUTHORIZED');
    if (order.status === 'VOIDED') return refuse('ORDER_COMPLETED_OR_VOIDED');
    if (order.status !== 'APPROVED') return refuse('ORDER_NOT_APPROVED');
    const unit = order.request.purchase_units[0];
    const createdAt = this.now();
    order.authorization = {
      id: paypalId(),
      status: this.authorizeOverride?.status ?? 'CREATED',
      amount: this.authorizeOverride?.amount ?? (unit?.amount as Money),
      custom_id: unit?.custom_id,
      invoice_id: unit?.invoice_id,
      createdAt,
      expiresAt: createdAt + HOLD_LIFETIME_MS,
      captures: [],
    };
    order.status = order.authorization.status === 'DENIED' ? 'VOIDED' : 'COMPLETED';
    return { status: 201, body: this.present(order), operation: 'orders.authorize' };
  }

  /**
   * POST /v2/payments/authorizations/{id}/capture: a part or all of what is left of the hold;
   * `final_capture` releases the rest.
   */
  private captureHold(authorizationId: string, body: unknown, prefer: string): Answer {
    const order = this.orderOfHold(authorizationId);
    const hold = order?.authorization;
    if (!order || !hold) return { status: 404, body: notFound('Authorization not found.') };
    if (!this.contract.authorizationCaptureRequest(body ?? {})) {
      return invalidRequest(contractIssues(this.contract.authorizationCaptureRequest));
    }
    const request = (body ?? {}) as {
      amount?: Money;
      invoice_id?: string;
      final_capture?: boolean;
    };
    const refuse = (issue: string) => this.refusal('authorizations.capture', issue);
    if (hold.expired) return refuse('AUTHORIZATION_EXPIRED');
    if (hold.status === 'VOIDED') return refuse('AUTHORIZATION_VOIDED');
    if (hold.status === 'DENIED') return refuse('AUTHORIZATION_DENIED');
    if (hold.status === 'CAPTURED') return refuse('AUTHORIZATION_ALREADY_CAPTURED');
    const taken = hold.captures.reduce((sum, c) => sum + minorUnits(c.amount.value), 0);
    const left = minorUnits(hold.amount.value) - taken;
    const amount = request.amount ?? { ...hold.amount, value: (left / 100).toFixed(2) };
    if (amount.currency_code !== hold.amount.currency_code) {
      return refuse('AUTH_CAPTURE_CURRENCY_MISMATCH');
    }
    if (/\.\d{3,}$/.test(amount.value)) return refuse('DECIMAL_PRECISION');
    const cents = minorUnits(amount.value);
    if (cents <= 0) return refuse('CANNOT_BE_ZERO_OR_NEGATIVE');
    if (cents > left) return refuse('MAX_CAPTURE_AMOUNT_EXCEEDED');
    const capture: FakeCapture = {
      id: paypalId(),
      status: this.captureOverride?.status ?? 'COMPLETED',
      amount: this.captureOverride?.amount ?? amount,
      custom_id: hold.custom_id,
      invoice_id: request.invoice_id ?? hold.invoice_id,
      final_capture: request.final_capture ?? false,
      create_time: timestamp(this.now()),
    };
    hold.captures.push(capture);
    hold.status = capture.final_capture || cents === left ? 'CAPTURED' : 'PARTIALLY_CAPTURED';
    const full = {
      ...this.presentCapture(capture),
      supplementary_data: { related_ids: { order_id: order.id, authorization_id: hold.id } },
    };
    return {
      status: 201,
      body: prefer.includes('representation') ? full : minimal(full),
      operation: 'authorizations.capture',
    };
  }

  /**
   * POST /v2/payments/authorizations/{id}/void: releases the hold; 204 by default, 200 with
   * the authorization when asked for the representation. Its contract has no request body and
   * no PayPal-Request-Id: a second void is refused as PREVIOUSLY_VOIDED.
   */
  private voidHold(authorizationId: string, body: unknown, prefer: string): Answer {
    const order = this.orderOfHold(authorizationId);
    const hold = order?.authorization;
    if (!order || !hold) return { status: 404, body: notFound('Authorization not found.') };
    if (body !== '' && body !== undefined) {
      return invalidRequest([{ issue: 'INVALID_REQUEST', description: 'void takes no body' }]);
    }
    const refuse = (issue: string) => this.refusal('authorizations.void', issue);
    if (hold.status === 'VOIDED') return refuse('PREVIOUSLY_VOIDED');
    // Simplified: PayPal may release the rest of a partly captured hold; we always capture final.
    if (hold.status === 'CAPTURED' || hold.status === 'PARTIALLY_CAPTURED') {
      return refuse('PREVIOUSLY_CAPTURED');
    }
    hold.status = 'VOIDED';
    order.status = 'VOIDED';
    if (!prefer.includes('representation')) {
      return { status: 204, body: undefined, operation: 'authorizations.void' };
    }
    return {
      status: 200,
      body: {
        ...this.presentAuthorization(hold),
        supplementary_data: { related_ids: { order_id: order.id } },
      },
      operation: 'authorizations.void',
    };
  }

  private orderOfHold(authorizationId: string) {
    return [...this.orders.values()].find((o) => o.authorization?.id === authorizationId);
  }

  private refusal(operation: ContractOperation, issue: string): Answer {
    return { status: 422, body: unprocessable([{ issue }]), operation };
  }

  private present(order: FakeOrder) {
    const unit = order.request.purchase_units[0];
    const hold = order.authorization;
    const payments = hold
      ? {
          authorizations: [this.presentAuthorization(hold)],
          captures: hold.captures.length
            ? hold.captures.map((c) => this.presentCapture(c))
            : undefined,
        }
      : order.capture
        ? { captures: [order.capture] }
        : undefined;
    return {
      id: order.id,
      status: order.status,
      intent: order.intent,
      purchase_units: [{ ...unit, payments }],
      links: [
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
          rel: 'payer-action',
          method: 'GET',
        },
        { href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  private presentAuthorization(hold: FakeAuthorization) {
    const self = `${this.baseUrl}/v2/payments/authorizations/${hold.id}`;
    return {
      id: hold.id,
      status: hold.status,
      amount: hold.amount,
      invoice_id: hold.invoice_id,
      custom_id: hold.custom_id,
      expiration_time: timestamp(hold.expiresAt),
      create_time: timestamp(hold.createdAt),
      update_time: timestamp(hold.createdAt),
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
        { href: `${self}/void`, rel: 'void', method: 'POST' },
      ],
    };
  }

  private presentCapture(capture: FakeCapture) {
    return {
      ...capture,
      update_time: capture.create_time,
      links: [
        { href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }
}

/** What `Prefer: return=minimal` answers: the id, the status and the links. */
function minimal(resource: { id: string; status: string; links: unknown[] }) {
  return { id: resource.id, status: resource.status, links: resource.links };
}

function capturesOf(order: FakeOrder): FakeCapture[] {
  return [...(order.capture ? [order.capture] : []), ...(order.authorization?.captures ?? [])];
}

/** A PayPal-looking transaction id: 17 upper-case alphanumerics. */
function paypalId() {
  return randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
}

/** PayPal's date_time: seconds, no fraction, UTC. */
function timestamp(ms: number) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A two-decimal currency value in minor units (the fake's own arithmetic, not the adapter's). */
function minorUnits(value: string) {
  return Math.round(Number(value) * 100);
}

function invalidRequest(details: object[]): Answer {
  return {
    status: 400,
    body: { name: 'INVALID_REQUEST', message: 'Request is not well-formed.', details },
  };
}

/** GET /v1/payments/payouts/{id}: the batch (`payout_batch`) with its one item. */
function presentPayout(payout: FakePayout, baseUrl: string) {
  const item = payout.request.items[0];
  return {
    batch_header: {
      payout_batch_id: payout.id,
      batch_status: payout.batchStatus,
      time_created: payout.createdAt,
      sender_batch_header: payout.request.sender_batch_header,
      amount: item ? { currency: item.amount.currency, value: item.amount.value } : undefined,
    },
    items: [presentPayoutItem(payout, baseUrl)],
    links: [{ href: `${baseUrl}/v1/payments/payouts/${payout.id}`, rel: 'self', method: 'GET' }],
  };
}

function presentPayoutItem(payout: FakePayout, baseUrl: string) {
  const item = payout.request.items[0];
  return {
    payout_item_id: payout.item.id,
    transaction_id: payout.item.transactionId,
    transaction_status: payout.item.status,
    payout_batch_id: payout.id,
    payout_item: {
      recipient_type: item?.recipient_type ?? 'EMAIL',
      amount: item?.amount ?? { currency: 'USD', value: '0' },
      note: item?.note,
      receiver: item?.receiver ?? '',
      sender_item_id: item?.sender_item_id,
    },
    links: [
      {
        href: `${baseUrl}/v1/payments/payouts-item/${payout.item.id}`,
        rel: 'self',
        method: 'GET',
      },
      { href: `${baseUrl}/v1/payments/payouts/${payout.id}`, rel: 'batch', method: 'GET' },
    ],
  };
}

function notFound(message: string) {
  return { name: 'RESOURCE_NOT_FOUND', message, debug_id: randomBytes(6).toString('hex') };
}

function unprocessable(details: object[]) {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details,
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The environment of an app whose money goes through PayPal, here the fake. */
export function fakePayPalEnv(fake: FakePayPalServer): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'paypal',
    PAYPAL_API_BASE: fake.baseUrl,
    PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: FAKE_WEBHOOK_ID,
    PUBLIC_URL: 'https://fhp.example',
  };
}
