import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athleteProfiles, payments, talkingBadges } from '../../db/schema';
import { loadConfig } from '../../platform/config';
import { walletBalance } from '../../platform/ledger/ledger';
import { png, sendForm, setBadgeCounters, talkingForm } from '../../test/badges';
import { createUser, signedInUser } from '../../test/factories';
import { FakePayPalServer, fakePayPalEnv } from '../../test/fake-paypal-server';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CaptureNotRecordable } from './capture-handlers';
import { capturePayment } from './capture-payment';
import { reconcilePayments } from './reconcile-payments';
import { startPayment } from './start-payment';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const WEBHOOK = '/api/payments/paypal/webhook';

describe('payment recovery through PayPal: pending captures, webhooks, refunds', () => {
  let fake: FakePayPalServer;
  let t: TestApp;
  let athleteId: string;
  beforeAll(async () => {
    fake = await new FakePayPalServer().start();
    t = await createTestApp({
      env: fakePayPalEnv(fake),
    });
    athleteId = (await createUser(t.services.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.captureOverride = null;
    fake.outage = null;
  });

  const start = async (purpose = 'test') => {
    const started = await startPayment(t.services, {
      purpose,
      userId: null,
      amountCents: 400,
      description: 'Pizza money',
      returnPath: '/pizza/return',
      cancelPath: '/pizza',
    });
    return { ...started, orderId: new URL(started.approveUrl).searchParams.get('token') ?? '' };
  };
  const statusOf = async (paymentId: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;
  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers: webhook.headers, payload: webhook.body });

  it('keeps a PENDING capture pending, then records it once when the job finds it completed', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const before = await walletBalance(t.services.db, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    fake.captureOverride = { status: 'PENDING' };
    const pending = await capturePayment(t.services, paymentId);
    expect(pending.status).toBe('pending');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await statusOf(paymentId)).toBe('pending');

    fake.completeCapture(orderId);
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await statusOf(paymentId)).toBe('captured');
    expect(credit.calls).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(before + 400);
  });

  it('records a pending capture at once when PayPal posts PAYMENT.CAPTURE.COMPLETED, and ignores the replay', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    fake.captureOverride = { status: 'PENDING' };
    expect((await capturePayment(t.services, paymentId)).status).toBe('pending');
    const pendingHook = await deliver(fake.webhook('PAYMENT.CAPTURE.PENDING', orderId));
    expect(pendingHook.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('pending');

    fake.completeCapture(orderId);
    const completed = fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    // PayPal posts server to server: no Origin, no cookie.
    expect(completed.headers).not.toHaveProperty('origin');
    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await statusOf(paymentId)).toBe('captured');
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
  });

  it('records a capture PayPal completed for a payment we had closed: a completed capture wins', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    // What the old cancel/capture race left behind: our row cancelled, the money taken.
    await t.services.db
      .update(payments)
      .set({ status: 'cancelled' })
      .where(eq(payments.id, paymentId));
    await t.services.payments.captureOrder({
      providerOrderId: orderId,
      paymentId,
      amountCents: 400,
      currency: 'USD',
    });
    const res = await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
  });

  it('captures on CHECKOUT.ORDER.APPROVED when the buyer never comes back', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    const res = await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('captured');
    expect((await capturePayment(t.services, paymentId)).status).toBe('captured');
    expect(credit.calls).toBe(1);
  });

  it('answers 502 while PayPal cannot be asked about the order, so PayPal sends the event again, and then records it once', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId);
    const expectRetry = async (hook: typeof approved, what: string) => {
      const res = await deliver(hook);
      expect(res.statusCode, what).toBe(502);
      expect(res.json().error.message, what).toBe(messages.payments.webhookRetry);
    };
    // Reading the order fails: nothing changes.
    fake.outage = /^\/v2\/checkout\/orders\//;
    await expectRetry(approved, 'order read');
    expect(await statusOf(paymentId)).toBe('created');
    // The order reads APPROVED but the capture call fails: claimed, not captured, retried.
    fake.outage = /^\/v2\/checkout\/orders\/[^/]+\/capture$/;
    await expectRetry(approved, 'capture');
    expect(await statusOf(paymentId)).toBe('capturing');
    expect(fake.orders.get(orderId)?.status).toBe('APPROVED');
    expect(credit.calls).toBe(0);
    // PayPal sends it again once it is back: captured and recorded once.
    fake.outage = null;
    expect((await deliver(approved)).statusCode).toBe(200);
    expect((await deliver(approved)).statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);

    // A refund made in the dashboard while the order cannot be read: 502, then reversed once.
    await t.services.payments.refundCapture({
      captureId: fake.orders.get(orderId)?.capture?.id ?? '',
      paymentId,
      amountCents: 400,
      currency: 'USD',
    });
    const refunded = fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId);
    fake.outage = /^\/v2\/checkout\/orders\//;
    await expectRetry(refunded, 'refund');
    expect(await statusOf(paymentId)).toBe('captured');
    fake.outage = null;
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('refunded');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(2);
  });

  it('refuses a webhook whose signature PayPal does not confirm, and changes nothing', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    const genuine = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId);
    const attempts = [
      // The body changed after PayPal signed it.
      {
        ...genuine,
        body: genuine.body.replace('CHECKOUT.ORDER.APPROVED', 'CHECKOUT.ORDER.APPROVED '),
      },
      // A signature made up by someone else.
      { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } },
      // No PayPal headers at all.
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      // Signed for another webhook of another account.
      fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, 'OTHERWEBHOOK1'),
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(messages.payments.webhookUnverified);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: genuine.headers,
      payload: '{"event_type":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await statusOf(paymentId)).toBe('created');
    expect(fake.orders.get(orderId)?.status).toBe('APPROVED');
    expect(credit.calls).toBe(0);
  });

  it('refunds through PayPal a capture that cannot be recorded', async () => {
    t.services.captures.register({
      'sold-out': {
        async onCaptured() {
          throw new CaptureNotRecordable('the item is gone');
        },
      },
    });
    const { paymentId, orderId } = await start('sold-out');
    fake.approve(orderId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      message: messages.payments.refunded,
    });
    const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
    const captureId = fake.orders.get(orderId)?.capture?.id;
    expect(row).toMatchObject({ status: 'refunded', captureId, refundId: expect.any(String) });
    const refunds = fake.requests.filter(
      (r) => r.path === `/v2/payments/captures/${captureId}/refund`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.requestId).toBe(`refund-${paymentId}`);
    // PayPal confirms the refund later: nothing more to do.
    const res = await deliver(fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('refunded');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('reverses the ledger of a recorded capture refunded in the PayPal dashboard', async () => {
    creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    fake.approve(orderId);
    const captured = await capturePayment(t.services, paymentId);
    const balance = await walletBalance(t.services.db, athleteId);
    await t.services.payments.refundCapture({
      captureId: captured.captureId ?? '',
      paymentId,
      amountCents: 400,
      currency: 'USD',
    });
    const refunded = fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId);
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('refunded');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(2);
    expect(await walletBalance(t.services.db, athleteId)).toBe(balance - 400);
  });

  it('tells the athlete a pending fee is pending, and activates the account when PayPal completes it', async () => {
    const { feeToken: token } = (await postSignUp(t, collegeSignUp())).json();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const { paymentId, approveUrl } = (await post('/api/registration/fee', { token })).json();
    const orderId = new URL(approveUrl).searchParams.get('token') ?? '';
    fake.approve(orderId);
    fake.captureOverride = { status: 'PENDING' };
    const pending = await post('/api/registration/fee/capture', { token, paymentId });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      registrationStatus: 'pending_fee',
      message: messages.registration.feePending,
    });
    // While it is pending a second checkout is refused before the athlete pays twice.
    const again = await post('/api/registration/fee', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.registration.feeInProgress);

    fake.completeCapture(orderId);
    expect((await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId))).statusCode).toBe(
      200,
    );
    const [profile] = await t.services.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.feePaymentId, paymentId));
    expect(profile?.registrationStatus).toBe('active');
    const summary = await post('/api/registration/fee/summary', { token });
    expect(summary.json().registrationStatus).toBe('active');
  });

  it('creates a talking badge once from its PayPal fee: pending at the return, completed by the webhook', async () => {
    const me = await signedInUser(t.services.db);
    await setBadgeCounters(t.services.db, me.user.id, { talkingBadgeCount: 50 });
    const created = await sendForm(t.app, 'POST', '/api/talking-badges', me.cookie, talkingForm(), {
      introducingImage: png(),
      appealingImage: png(),
    });
    const pay = created.json();
    expect(pay).toMatchObject({ outcome: 'payment_required', amountCents: 15 });
    const orderId = new URL(pay.approveUrl).searchParams.get('token') ?? '';
    fake.approve(orderId);
    fake.captureOverride = { status: 'PENDING' };
    const capture = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/talking-badges/payments/${pay.paymentId}/capture`,
        headers: { cookie: me.cookie },
      });
    const pending = await capture();
    expect(pending.json()).toEqual({
      outcome: 'pending',
      message: messages.talkingBadges.paymentPending,
    });
    const badges = () =>
      t.services.db.select().from(talkingBadges).where(eq(talkingBadges.athleteUserId, me.user.id));
    expect(await badges()).toEqual([]);
    fake.completeCapture(orderId);
    const hook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect((await deliver(hook)).statusCode).toBe(200);
    const rows = await badges();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ feeCents: 15, feePaymentId: pay.paymentId });
    const back = await capture();
    expect(back.json()).toMatchObject({ outcome: 'created', badge: { id: rows[0]?.id } });
    expect(await ledgerTransactionsFor(t.services.db, pay.paymentId)).toBe(1);
  });
});

describe('PayPal webhook route without PayPal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist while the simulator is the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('accepts only a webhook id shaped like PayPal’s', () => {
    const paypal = {
      PAYMENTS_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'i',
      PAYPAL_CLIENT_SECRET: 's',
    };
    expect(
      loadConfig({ ...paypal, PAYPAL_WEBHOOK_ID: '1JE4291016473214C' }).payments,
    ).toMatchObject({ webhookId: '1JE4291016473214C' });
    expect(() => loadConfig({ ...paypal, PAYPAL_WEBHOOK_ID: 'x y' })).toThrow(/PAYPAL_WEBHOOK_ID/);
  });
});
