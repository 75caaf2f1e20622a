import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FakePayPalServer,
} from '../../test/fake-paypal-server';
import { PayPalPaymentProvider } from './paypal-provider';

describe('PayPal Orders v2 adapter against a contract-checking fake', () => {
  let fake: FakePayPalServer;
  let clock: number;
  let provider: PayPalPaymentProvider;
  beforeAll(async () => {
    fake = await new FakePayPalServer().start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    clock = 1_000_000;
    fake.captureOverride = null;
    fake.tokenLifetimeSeconds = 3600;
    provider = new PayPalPaymentProvider(
      { apiBase: fake.baseUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET },
      () => clock,
    );
  });

  const order = (paymentId = randomUUID(), amountCents = 400) => ({
    paymentId,
    amountCents,
    currency: 'USD',
    description: 'Pizza money',
    returnUrl: 'http://localhost:3000/return?paymentId=1',
    cancelUrl: 'http://localhost:3000/cancel?paymentId=1',
  });
  const created = (id: string) =>
    fake.requests.filter((r) => r.path === '/v2/checkout/orders' && r.requestId === id);

  it('creates an order PayPal accepts, with 400 cents sent as "4.00" and our payment id as request id', async () => {
    const input = order();
    const { providerOrderId, approveUrl } = await provider.createOrder(input);
    expect(approveUrl).toContain(`token=${providerOrderId}`);
    const [sent] = created(input.paymentId);
    expect(sent?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { custom_id: input.paymentId, amount: { currency_code: 'USD', value: '4.00' } },
      ],
    });
  });

  it('gets the same order back when the same payment is created twice', async () => {
    const input = order();
    const first = await provider.createOrder(input);
    const second = await provider.createOrder(input);
    expect(second.providerOrderId).toBe(first.providerOrderId);
    expect(created(input.paymentId)).toHaveLength(2);
  });

  it('has the fake refuse requests that break the contract, as PayPal would', async () => {
    const res = await provider.client.request('POST', '/v2/checkout/orders', {
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USDX', value: '4,00' } }],
      },
    });
    expect(res.status).toBe(422);
    const fields = (res.body as { details: { field: string }[] }).details.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        '/purchase_units/0/amount/value',
        '/purchase_units/0/amount/currency_code',
      ]),
    );
    const missing = await provider.client.request('POST', '/v2/checkout/orders', {
      body: { purchase_units: [] },
    });
    expect(missing.status).toBe(422);
  });

  it('asks for a token once and reuses it until it expires', async () => {
    const before = fake.tokenRequests;
    await provider.createOrder(order());
    await provider.createOrder(order());
    expect(fake.tokenRequests).toBe(before + 1);
    clock += 3600 * 1000;
    await provider.createOrder(order());
    expect(fake.tokenRequests).toBe(before + 2);
  });

  it('fetches a new token when PayPal no longer accepts the cached one', async () => {
    await provider.createOrder(order());
    fake.revokeTokens();
    await expect(provider.createOrder(order())).resolves.toMatchObject({
      providerOrderId: expect.any(String),
    });
  });

  it('reports an order the buyer has not approved as not-approved', async () => {
    const input = order();
    const { providerOrderId } = await provider.createOrder(input);
    await expect(provider.captureOrder({ ...input, providerOrderId })).resolves.toEqual({
      status: 'not-approved',
    });
  });

  it('captures an approved order once, with a capture request id, and replays return the same capture', async () => {
    const input = order();
    const { providerOrderId } = await provider.createOrder(input);
    fake.approve(providerOrderId);
    const first = await provider.captureOrder({ ...input, providerOrderId });
    expect(first).toMatchObject({ status: 'completed', amountCents: 400, currency: 'USD' });
    expect(await provider.captureOrder({ ...input, providerOrderId })).toEqual(first);
    const captures = fake.requests.filter((r) => r.path.endsWith(`${providerOrderId}/capture`));
    expect(captures.map((r) => r.requestId)).toEqual([
      `capture-${input.paymentId}`,
      `capture-${input.paymentId}`,
    ]);
    // Past PayPal's request-id window the capture answers ORDER_ALREADY_CAPTURED: read the order.
    fake.forgetRequestIds();
    expect(await provider.captureOrder({ ...input, providerOrderId })).toEqual(first);
  });

  it('reads an order back as not approved, approved, then completed with its capture', async () => {
    const input = order();
    const { providerOrderId } = await provider.createOrder(input);
    const expected = { ...input, providerOrderId };
    expect(await provider.readOrder(expected)).toEqual({ status: 'not-approved' });
    fake.approve(providerOrderId);
    expect(await provider.readOrder(expected)).toEqual({ status: 'approved' });
    const captured = await provider.captureOrder(expected);
    expect(await provider.readOrder(expected)).toEqual(captured);
    const reads = fake.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v2/checkout/orders/${providerOrderId}`,
    );
    expect(reads).toHaveLength(3);
    expect(
      await provider.readOrder({ ...expected, providerOrderId: 'UNKNOWN0ORDER' }),
    ).toMatchObject({ status: 'declined' });
  });

  it('refunds a capture once, with a contract-valid request, and answers a repeat with the same refund', async () => {
    const input = order();
    const { providerOrderId } = await provider.createOrder(input);
    fake.approve(providerOrderId);
    const captured = await provider.captureOrder({ ...input, providerOrderId });
    if (captured.status !== 'completed') throw new Error('expected a capture');
    const refund = { ...input, captureId: captured.captureId };
    const first = await provider.refundCapture(refund);
    expect(await provider.refundCapture(refund)).toEqual(first);
    const sent = fake.requests.filter((r) => r.path.endsWith(`${captured.captureId}/refund`));
    expect(sent.map((r) => r.requestId)).toEqual([
      `refund-${input.paymentId}`,
      `refund-${input.paymentId}`,
    ]);
    expect(sent[0]?.body).toMatchObject({ custom_id: input.paymentId });
    expect(await provider.readOrder({ ...input, providerOrderId })).toEqual({
      status: 'refunded',
      captureId: captured.captureId,
    });
    // Past the request-id window PayPal says the capture is fully refunded: still fine.
    fake.forgetRequestIds();
    await expect(provider.refundCapture(refund)).resolves.toHaveProperty('refundId');
  });

  it.each([
    ['a declined capture', { status: 'DECLINED' }, 'declined'],
    ['a pending capture', { status: 'PENDING' }, 'pending'],
    ['a smaller captured amount', { amount: { currency_code: 'USD', value: '3.99' } }, 'mismatch'],
    ['another currency', { amount: { currency_code: 'EUR', value: '4.00' } }, 'mismatch'],
  ])('reports %s as %s, never as completed', async (_name, override, expected) => {
    const input = order();
    const { providerOrderId } = await provider.createOrder(input);
    fake.approve(providerOrderId);
    fake.captureOverride = override;
    const result = await provider.captureOrder({ ...input, providerOrderId });
    expect(result.status).toBe(expected);
  });
});
