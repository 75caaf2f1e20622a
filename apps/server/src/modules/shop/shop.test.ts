import { messages, SHOP_PAYMENT_PURPOSE } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, shopOrders } from '../../db/schema';
import { accountBalance, ensureAccount } from '../../platform/ledger/ledger';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { shopShipping, signAthlete } from '../../test/shop-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeSiteSetting } from '../site-settings/site-settings';

const m = messages.shop;

/** The shipping form plus the athlete a sign is for (set once the athlete exists). */
let shipping: typeof shopShipping & { athleteNumber: number } = {
  ...shopShipping,
  athleteNumber: 0,
};
let athlete: Awaited<ReturnType<typeof signAthlete>>;

describe('shop orders', () => {
  let t: TestApp;
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
  const order = (payload: object) => post('/api/shop/orders', payload);
  const approve = (approveUrl: string) =>
    post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});
  const ordersFor = (paymentId: string) =>
    t.services.db.select().from(shopOrders).where(eq(shopOrders.paymentId, paymentId));

  beforeAll(async () => {
    t = await createTestApp();
    await writeSiteSetting(t.services.db, 'shopAvailable', true);
    athlete = await signAthlete(t.services.db);
    shipping = { ...shopShipping, athleteNumber: athlete.number };
  });
  afterAll(() => t.close());

  it('asks which athlete a sign is for, and refuses a number that names no listed athlete', async () => {
    const before = await t.services.db.select().from(payments);
    const { athleteNumber: _none, ...withoutAthlete } = shipping;
    const missing = await order({ ...withoutAthlete, type: 'sign', signs: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ athleteNumber: m.athleteNumberInvalid });
    for (const athleteNumber of [999_999, 42]) {
      const unknown = await order({
        ...shipping,
        athleteNumber,
        type: 'both',
        signs: 1,
        posterPacks: 1,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toMatchObject({
        message: m.athleteNotFound,
        fields: { athleteNumber: m.athleteNotFound },
      });
    }
    // Posters carry no athlete's name: no number asked.
    const posters = await order({ ...withoutAthlete, type: 'poster', posterPacks: 1 });
    expect(posters.statusCode).toBe(200);
    expect(await t.services.db.select().from(payments)).toHaveLength(before.length + 1);
  });

  it('computes the total on the server whatever amount the browser sends', async () => {
    const res = await order({
      ...shipping,
      type: 'both',
      signs: 3,
      posterPacks: 2,
      amount: 1,
      totalCents: 1,
      amountCents: 1,
    });
    expect(res.statusCode).toBe(200);
    const { paymentId, approveUrl, totalCents } = res.json();
    expect(totalCents).toBe(3 * 299 + 2 * 199 + 199);
    expect(approveUrl).toMatch(/\/checkout\/simulated\//);
    const [payment] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      purpose: SHOP_PAYMENT_PURPOSE,
      amountCents: 1494,
      currency: 'USD',
      status: 'created',
      userId: null,
    });
    expect(payment?.metadata.description).toBe('FHP Shop: 3 x Scroll Sign, 2 x Poster 10-pack');
    // Nothing is saved before the payment is captured.
    expect(await ordersFor(paymentId)).toEqual([]);
  });

  it('ignores a quantity the type does not ask for', async () => {
    const res = await order({ ...shipping, type: 'poster', posterPacks: 4, signs: 50 });
    expect(res.json().totalCents).toBe(4 * 199 + 199);
  });

  it('refuses an incomplete form with the field messages and opens no payment', async () => {
    const before = await t.services.db.select().from(payments);
    const res = await order({ type: 'sign', firstName: 'Ana', signs: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      lastName: m.lastNameRequired,
      state: m.stateRequired,
      city: m.cityRequired,
      address: m.addressRequired,
      postalCode: m.postalCodeRequired,
      signs: m.signsInvalid,
    });
    const tooMany = await order({ ...shipping, type: 'both', signs: 2, posterPacks: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(m.quantityTooLarge);
    const fraction = await order({ ...shipping, type: 'poster', posterPacks: 1.5 });
    expect(fraction.json().error.fields).toEqual({ posterPacks: m.posterPacksInvalid });
    expect(await t.services.db.select().from(payments)).toHaveLength(before.length);
  });

  it('takes an order without an apartment number and saves it once paid', async () => {
    const { apartment: _none, ...withoutApartment } = shipping;
    const started = await order({ ...withoutApartment, apartment: '', type: 'sign', signs: 1 });
    expect(started.statusCode).toBe(200);
    const { paymentId, approveUrl } = started.json();
    await approve(approveUrl);
    const captured = await post(`/api/shop/orders/${paymentId}/capture`);
    expect(captured.json().status).toBe('paid');
    const rows = await ordersFor(paymentId);
    expect(rows).toHaveLength(1);
    const { athleteNumber: _n, ...address } = withoutApartment;
    expect(rows[0]).toMatchObject({ ...address, apartment: '', athleteUserId: athlete.userId });
  });

  it('pays through the provider, saves the order once and answers replays the same', async () => {
    const started = await order({ ...shipping, companyName: 'Acme', type: 'sign', signs: 2 });
    const { paymentId, approveUrl } = started.json();
    const back = new URL((await approve(approveUrl)).json().redirectUrl);
    expect(back.pathname).toBe('/shop/sign/payment');
    expect(back.searchParams.get('paymentId')).toBe(paymentId);

    const pending = await t.app.inject({ method: 'GET', url: `/api/shop/orders/${paymentId}` });
    expect(pending.json()).toMatchObject({ status: 'pending', message: null });

    for (let i = 0; i < 3; i++) {
      const captured = await post(`/api/shop/orders/${paymentId}/capture`);
      expect(captured.statusCode).toBe(200);
      expect(captured.json()).toEqual({
        paymentId,
        status: 'paid',
        type: 'sign',
        totalCents: 797,
        currency: 'USD',
        athlete: m.athleteForSign(athlete.name, athlete.number),
        message: m.signPurchased,
      });
    }
    const rows = await ordersFor(paymentId);
    expect(rows).toHaveLength(1);
    const { athleteNumber: _n, ...address } = shipping;
    expect(rows[0]).toMatchObject({
      ...address,
      athleteUserId: athlete.userId,
      type: 'sign',
      companyName: 'Acme',
      country: 'US',
      signs: 2,
      posterPacks: 0,
      totalCents: 797,
    });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);

    const read = await t.app.inject({ method: 'GET', url: `/api/shop/orders/${paymentId}` });
    expect(read.json()).toMatchObject({ status: 'paid', message: m.signPurchased });
    // The result carries no name or address.
    expect(JSON.stringify(read.json())).not.toContain('Ocean');
  });

  it('answers the message of each order type', async () => {
    for (const [body, message] of [
      [{ type: 'poster', posterPacks: 1 }, m.posterPurchased],
      [{ type: 'both', signs: 1, posterPacks: 1 }, m.bothPurchased],
    ] as const) {
      const { paymentId, approveUrl } = (await order({ ...shipping, ...body })).json();
      await approve(approveUrl);
      const res = await post(`/api/shop/orders/${paymentId}/capture`);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const { paymentId } = (await order({ ...shipping, type: 'sign', signs: 1 })).json();
    const res = await post(`/api/shop/orders/${paymentId}/capture`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.payments.notApproved);
    expect(await ordersFor(paymentId)).toEqual([]);
  });

  it('does not show or capture a payment of another feature, or an unknown id', async () => {
    const other = await t.services.db
      .insert(payments)
      .values({ provider: 'local', providerOrderId: 'x-1', purpose: 'badge', amountCents: 100 })
      .returning();
    for (const id of [other[0]?.id, '00000000-0000-4000-8000-000000000000']) {
      const read = await t.app.inject({ method: 'GET', url: `/api/shop/orders/${id}` });
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe(m.orderNotFound);
      expect((await post(`/api/shop/orders/${id}/capture`)).statusCode).toBe(404);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/shop/orders/nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('books each sale as platform revenue', async () => {
    const revenue = await ensureAccount(t.services.db, 'platform_revenue');
    // 498 (one sign, no apartment) + 797 (signs) + 398 (poster) + 697 (both) captured above.
    expect(await accountBalance(t.services.db, revenue)).toBe(498 + 797 + 398 + 697);
  });
});

describe('shop not available', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses orders with the spec message while the setting is off (the default)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      payload: { ...shipping, type: 'sign', signs: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Currently Not Available');
    expect(await t.services.db.select().from(payments)).toEqual([]);
  });
});
