import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ContractValidators, contractIssues, loadOrdersContract } from './paypal-contract';

type Money = { currency_code: string; value: string };
type FakeOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  request: { purchase_units: { custom_id?: string; amount: Money }[] };
  capture?: { id: string; status: string; amount: Money; custom_id?: string };
};
export type RecordedRequest = { method: string; path: string; requestId?: string; body: unknown };

export const FAKE_CLIENT_ID = 'fake-client';
export const FAKE_CLIENT_SECRET = 'fake-secret';

/**
 * A stand-in for PayPal's Orders v2 API on 127.0.0.1: it validates requests against PayPal's
 * contract (422 like PayPal when they break it), replays answers by PayPal-Request-Id, and
 * records every request so tests can assert what the adapter sent.
 */
export class FakePayPalServer {
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  tokenRequests = 0;
  tokenLifetimeSeconds = 32400;
  /** Lets a test make the next capture come back declined or for another amount. */
  captureOverride: Partial<{ status: string; amount: Money }> | null = null;
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly contract: ContractValidators = loadOrdersContract();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private tokens = new Set<string>();
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
    if (requestId !== undefined && !this.contract.requestId(requestId)) {
      return reply(422, unprocessable(contractIssues(this.contract.requestId)));
    }
    // PayPal answers a repeated request id with the first answer, whatever the new body says.
    const replayKey = requestId && `${req.method} ${path} ${requestId}`;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) return reply(replay.status, replay.body);
    const answer = this.route(req.method ?? '', path, body);
    if (replayKey && answer.status < 300) this.replies.set(replayKey, answer);
    return reply(answer.status, answer.body);
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

  private route(method: string, path: string, body: unknown): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(body);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match?.[1] ? this.orders.get(match[1]) : undefined;
    if (!match || !order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [] } };
    if (method === 'GET' && !match[2]) return { status: 200, body: present(order) };
    if (method === 'POST' && match[2]) return this.capture(order, body);
    return { status: 405, body: { name: 'METHOD_NOT_SUPPORTED' } };
  }

  private create(body: unknown) {
    if (!this.contract.orderRequest(body)) {
      return { status: 422, body: unprocessable(contractIssues(this.contract.orderRequest)) };
    }
    const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
    const order: FakeOrder = { id, status: 'CREATED', request: body as FakeOrder['request'] };
    this.orders.set(id, order);
    return { status: 200, body: present(order) };
  }

  private capture(order: FakeOrder, body: unknown) {
    if (!this.contract.captureRequest(body ?? {})) {
      return { status: 422, body: unprocessable(contractIssues(this.contract.captureRequest)) };
    }
    if (order.status === 'COMPLETED')
      return { status: 422, body: unprocessable([{ issue: 'ORDER_ALREADY_CAPTURED' }]) };
    if (order.status !== 'APPROVED')
      return { status: 422, body: unprocessable([{ issue: 'ORDER_NOT_APPROVED' }]) };
    const unit = order.request.purchase_units[0];
    order.status = 'COMPLETED';
    order.capture = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: this.captureOverride?.status ?? 'COMPLETED',
      amount: this.captureOverride?.amount ?? (unit?.amount as Money),
      custom_id: unit?.custom_id,
    };
    return { status: 201, body: present(order) };
  }
}

function present(order: FakeOrder) {
  const unit = order.request.purchase_units[0];
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    purchase_units: [
      { ...unit, payments: order.capture ? { captures: [order.capture] } : undefined },
    ],
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

function unprocessable(details: object[]) {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details,
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
