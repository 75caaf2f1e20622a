import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, simulatedOrders } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser, signedInUser } from '../../test/factories';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from './capture-payment';
import { startPayment } from './start-payment';

describe('payments with the simulated checkout', () => {
  let t: TestApp;
  let fan: Awaited<ReturnType<typeof signedInUser>>;
  let athleteId: string;
  beforeAll(async () => {
    t = await createTestApp();
    fan = await signedInUser(t.services.db, { role: 'fan' });
    athleteId = (await createUser(t.services.db)).id;
  });
  afterAll(() => t.close());

  const start = (amountCents = 400) =>
    startPayment(t.services, {
      purpose: 'test',
      userId: fan.user.id,
      amountCents,
      description: 'Pizza money for Sam',
      returnPath: '/shop/return',
      cancelPath: '/shop/cancelled',
    });
  const orderIdOf = (approveUrl: string) => approveUrl.split('/').pop() ?? '';
  const decide = (orderId: string, decision: 'approve' | 'cancel') =>
    t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/${decision}` });

  it('runs start, approve and capture, and credits the ledger once however often capture is replayed', async () => {
    const { paymentId, approveUrl } = await start();
    expect(approveUrl).toMatch(/^\/checkout\/simulated\/[0-9a-f-]{36}$/);
    const orderId = orderIdOf(approveUrl);

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/payments/simulated/${orderId}`,
    });
    expect(summary.json()).toEqual({
      orderId,
      amountCents: 400,
      currency: 'USD',
      description: 'Pizza money for Sam',
      status: 'created',
    });

    const approved = await decide(orderId, 'approve');
    expect(approved.statusCode).toBe(200);
    const redirect = new URL(approved.json().redirectUrl);
    expect(redirect.pathname).toBe('/shop/return');
    expect(redirect.searchParams.get('paymentId')).toBe(paymentId);
    expect(redirect.searchParams.get('token')).toBe(orderId);

    const credit = creditWalletOnCapture(t.services, athleteId);
    const first = await capturePayment(t.services, paymentId);
    const second = await capturePayment(t.services, paymentId);
    const third = await capturePayment(t.services, paymentId);
    expect(first.status).toBe('captured');
    expect(first.captureId).toMatch(/^SIMCAP-/);
    expect([second.captureId, third.captureId]).toEqual([first.captureId, first.captureId]);
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(400);
  });

  it('returns the same capture id when the simulator is asked to capture twice', async () => {
    const { paymentId, approveUrl } = await start(150);
    const providerOrderId = orderIdOf(approveUrl);
    await decide(providerOrderId, 'approve');
    const input = { providerOrderId, paymentId, amountCents: 150, currency: 'USD' };
    const a = await t.services.payments.captureOrder(input);
    const b = await t.services.payments.captureOrder(input);
    expect(a.status).toBe('completed');
    expect(b).toEqual(a);
  });

  it('refuses to capture before the buyer approved, then captures after approval', async () => {
    const { paymentId, approveUrl } = await start();
    const credit = creditWalletOnCapture(t.services, athleteId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.payments.notApproved,
    });
    const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('created');
    await decide(orderIdOf(approveUrl), 'approve');
    expect((await capturePayment(t.services, paymentId)).status).toBe('captured');
    expect(credit.calls).toBe(1);
  });

  it('sends a cancelling buyer to the cancel page and never captures a cancelled payment', async () => {
    const { paymentId, approveUrl } = await start();
    const cancelled = await decide(orderIdOf(approveUrl), 'cancel');
    expect(new URL(cancelled.json().redirectUrl).pathname).toBe('/shop/cancelled');
    expect((await decide(orderIdOf(approveUrl), 'approve')).statusCode).toBe(409);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: { cookie: fan.cookie },
    });
    expect(res.json()).toMatchObject({ id: paymentId, status: 'cancelled' });
    const credit = creditWalletOnCapture(t.services, athleteId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(credit.calls).toBe(0);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('refunds a capture of another amount and credits nothing', async () => {
    const { paymentId, approveUrl } = await start(400);
    const orderId = orderIdOf(approveUrl);
    await decide(orderId, 'approve');
    // Someone tampered with the order after it was created: the capture no longer matches.
    await t.services.db
      .update(simulatedOrders)
      .set({ amountCents: 1 })
      .where(eq(simulatedOrders.id, orderId));
    const credit = creditWalletOnCapture(t.services, athleteId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      status: 402,
      message: messages.payments.refunded,
    });
    const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^SIMREF-/) });
    const [order] = await t.services.db
      .select()
      .from(simulatedOrders)
      .where(eq(simulatedOrders.id, orderId));
    expect(order?.refundId).toBe(row?.refundId);
    expect(credit.calls).toBe(0);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('refuses return paths that leave the site', async () => {
    for (const returnPath of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      await expect(
        startPayment(t.services, {
          purpose: 't',
          userId: null,
          amountCents: 1,
          description: 'd',
          returnPath,
          cancelPath: '/',
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: messages.payments.invalidReturnPath,
      });
    }
  });
});
