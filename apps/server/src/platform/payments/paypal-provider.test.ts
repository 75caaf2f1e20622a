import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FakePayPalServer,
} from '../../test/fake-paypal-server';
import { loadOrdersContract } from '../../test/paypal-contract';
import { holdExpiry, PayPalPaymentProvider } from './paypal-provider';

describe('PayPal Orders v2 adapter against a contract-checking fake', () => {
  let fake: FakePayPalServer;
  let clock: number;
  let provider: PayPalPaymentProvider;
  beforeAll(async () => {
    fake = await new FakePayPalServer().start();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    // Every answer the fake gave matched PayPal's documented responses.
    expect(fake.contractBreaches).toEqual([]);
  });
  beforeEach(() => {
    clock = 1_000_000;
    fake.captureOverride = null;
    fake.authorizeOverride = null;
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

  describe('holds (intent AUTHORIZE, then capture or void the authorization)', () => {
    const contract = loadOrdersContract();
    /** An order created to be held, not yet approved. */
    const heldOrder = async (amountCents = 10_000) => {
      const input = { ...order(randomUUID(), amountCents), intent: 'authorize' as const };
      const { providerOrderId } = await provider.createOrder(input);
      return { ...input, providerOrderId };
    };
    /** An approved, authorised order, and the input to capture or void `cents` of its hold. */
    const heldMoney = async (amountCents = 10_000) => {
      const input = await heldOrder(amountCents);
      fake.approve(input.providerOrderId);
      const hold = await provider.authorizeOrder(input);
      if (hold.status !== 'authorized') throw new Error(`expected a hold, got ${hold.status}`);
      const of = (cents = amountCents) => ({
        authorizationId: hold.authorizationId,
        providerOrderId: input.providerOrderId,
        paymentId: input.paymentId,
        amountCents: cents,
        currency: 'USD',
      });
      return { input, hold, of };
    };
    const sentTo = (suffix: string) => fake.requests.filter((r) => r.path.endsWith(suffix));

    it('creates the order with intent AUTHORIZE, as the contract allows', async () => {
      const input = await heldOrder(2500);
      const [sent] = created(input.paymentId);
      expect(sent?.body).toMatchObject({
        intent: 'AUTHORIZE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '25.00' } }],
      });
      expect(contract.orderRequest(sent?.body)).toBe(true);
    });

    it('authorises only an approved order, and reads expiration_time as PayPal wrote it', async () => {
      const input = await heldOrder();
      expect(await provider.authorizeOrder(input)).toEqual({ status: 'not-approved' });
      fake.approve(input.providerOrderId);
      const hold = await provider.authorizeOrder(input);
      const atFake = fake.authorizationOf(input.providerOrderId);
      expect(hold).toEqual({
        status: 'authorized',
        authorizationId: atFake.id,
        // PayPal's date_time has whole seconds.
        expiresAt: new Date(Math.floor(atFake.expiresAt / 1000) * 1000),
      });
      const sent = sentTo(`${input.providerOrderId}/authorize`);
      expect(sent.map((r) => r.requestId)).toEqual([
        `authorize-${input.paymentId}`,
        `authorize-${input.paymentId}`,
      ]);
      expect(contract.authorizeRequest(sent[1]?.body)).toBe(true);
    });

    it('answers a repeated authorisation with the first hold, even past the request-id window', async () => {
      const { input, hold } = await heldMoney();
      expect(await provider.authorizeOrder(input)).toEqual(hold);
      // PayPal now answers ORDER_ALREADY_AUTHORIZED: the order holds the authorisation.
      fake.forgetRequestIds();
      expect(await provider.authorizeOrder(input)).toEqual(hold);
      expect(fake.orders.get(input.providerOrderId)?.authorization?.captures).toEqual([]);
    });

    it('reports a hold for another amount as a mismatch, never as authorised', async () => {
      const input = await heldOrder(10_000);
      fake.approve(input.providerOrderId);
      fake.authorizeOverride = { amount: { currency_code: 'USD', value: '99.99' } };
      expect(await provider.authorizeOrder(input)).toMatchObject({
        status: 'mismatch',
        authorizationId: fake.authorizationOf(input.providerOrderId).id,
      });
    });

    it('captures 35 % of a hold as the final capture: "35.00" for 3500 cents, verified completed', async () => {
      const { input, of } = await heldMoney(10_000);
      const captured = await provider.captureAuthorization(of(3500));
      expect(captured).toMatchObject({ status: 'completed', amountCents: 3500, currency: 'USD' });
      const [sent] = sentTo(`${of().authorizationId}/capture`);
      expect(sent).toMatchObject({
        requestId: `capture-${input.paymentId}`,
        body: {
          amount: { currency_code: 'USD', value: '35.00' },
          invoice_id: input.paymentId,
          final_capture: true,
        },
      });
      expect(contract.authorizationCaptureRequest(sent?.body)).toBe(true);
      // The rest of the hold is released: nothing more can be captured.
      expect(fake.authorizationOf(input.providerOrderId).status).toBe('CAPTURED');
    });

    it('answers a capture retried with the same payment id with the same capture, even past the request-id window', async () => {
      const { of } = await heldMoney(10_000);
      const first = await provider.captureAuthorization(of(3500));
      if (first.status !== 'completed') throw new Error('expected a capture');
      expect(await provider.captureAuthorization(of(3500))).toEqual(first);
      // A new request id: AUTHORIZATION_ALREADY_CAPTURED, and the order shows the capture.
      fake.forgetRequestIds();
      expect(await provider.captureAuthorization(of(3500))).toEqual(first);
      const hold = fake.orders.get(of().providerOrderId)?.authorization;
      expect(hold?.captures.map((c) => c.id)).toEqual([first.captureId]);
    });

    it('reports the capture of an expired hold as declined AUTHORIZATION_EXPIRED, and its release as done', async () => {
      const { input, of } = await heldMoney(5000);
      fake.expireHold(input.providerOrderId);
      expect(await provider.captureAuthorization(of())).toEqual({
        status: 'declined',
        reason: 'AUTHORIZATION_EXPIRED',
      });
      // PayPal voided it when it ran out.
      expect(await provider.voidAuthorization(of())).toEqual({ status: 'voided' });
      expect(await provider.readOrder(input)).toEqual({ status: 'voided' });
    });

    it('refuses a capture above what is held', async () => {
      const { of } = await heldMoney(1000);
      expect(await provider.captureAuthorization(of(1001))).toEqual({
        status: 'declined',
        reason: 'MAX_CAPTURE_AMOUNT_EXCEEDED',
      });
    });

    it('voids a hold without a body or request id; a second void and a later capture say it is gone', async () => {
      const { input, of } = await heldMoney();
      expect(await provider.voidAuthorization(of())).toEqual({ status: 'voided' });
      expect(fake.authorizationOf(input.providerOrderId).status).toBe('VOIDED');
      const [sent] = sentTo(`${of().authorizationId}/void`);
      expect(sent).toMatchObject({ requestId: undefined, body: '' });
      expect(await provider.voidAuthorization(of())).toEqual({ status: 'voided' });
      expect(await provider.captureAuthorization(of())).toEqual({
        status: 'declined',
        reason: 'AUTHORIZATION_VOIDED',
      });
    });

    it('answers a void after the capture with captured', async () => {
      const { of } = await heldMoney();
      await provider.captureAuthorization(of(4000));
      expect(await provider.voidAuthorization(of())).toEqual({ status: 'captured' });
    });

    it('reads a held order back as authorised, then voided', async () => {
      const { input, hold } = await heldMoney();
      expect(await provider.readOrder(input)).toEqual(hold);
      await provider.voidAuthorization({ ...input, authorizationId: hold.authorizationId });
      expect(await provider.readOrder(input)).toEqual({ status: 'voided' });
    });

    it('reads a captured hold back as its capture, checked against the amount captured', async () => {
      const { input, of } = await heldMoney(10_000);
      const captured = await provider.captureAuthorization(of(3500));
      expect(await provider.readOrder({ ...input, amountCents: 3500 })).toEqual(captured);
      // Read against the whole hold, the smaller capture is not taken for what we asked.
      expect(await provider.readOrder(input)).toMatchObject({ status: 'mismatch' });
    });

    it("has the fake's own answers checked: an issue the operation does not list breaks the contract", () => {
      const voidRefusal = contract.response('authorizations.void', 422);
      const body = (issue: string) => ({
        name: 'UNPROCESSABLE_ENTITY',
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        details: [{ issue }],
      });
      expect(voidRefusal?.(body('PREVIOUSLY_VOIDED'))).toBe(true);
      expect(voidRefusal?.(body('AUTHORIZATION_EXPIRED'))).toBe(false);
      expect(contract.response('authorizations.void', 204)).toBeNull();
      expect(contract.response('authorizations.void', 201)).toBeUndefined();
    });
  });
});

describe('holdExpiry: when a PayPal authorisation ends', () => {
  const now = Date.parse('2026-11-28T08:00:00Z');
  it.each([
    ['2026-12-27T08:00:00Z', '2026-12-27T08:00:00.000Z'],
    ['2026-12-27t08:00:00z', '2026-12-27T08:00:00.000Z'],
    ['2026-12-27T08:00:00.123456Z', '2026-12-27T08:00:00.123Z'],
    ['2026-12-27T10:00:00+02:00', '2026-12-27T08:00:00.000Z'],
    ['2026-12-31T23:59:60Z', '2026-12-31T23:59:59.000Z'],
  ])('reads expiration_time %s as %s', (expiration_time, expected) => {
    expect(holdExpiry({ expiration_time }, now).toISOString()).toBe(expected);
  });

  it('falls back on 29 days from create_time, then from now, never on an invalid date', () => {
    expect(holdExpiry({ create_time: '2026-11-01T00:00:00Z' }, now).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(holdExpiry({ expiration_time: 'soon' }, now).getTime()).toBe(now + 29 * 24 * 3600_000);
  });
});
