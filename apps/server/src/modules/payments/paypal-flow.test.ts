import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { ensureAccount, postTransaction, walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createUser } from '../../test/factories';
import { FakePayPalServer, fakePayPalEnv } from '../../test/fake-paypal-server';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from './capture-payment';
import { claimHoldCapture, claimHoldVoid, settleHeldPayment } from './hold-payment';
import { reconcilePayments } from './reconcile-payments';
import { startPayment } from './start-payment';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe('payments through PayPal (PAYMENTS_PROVIDER=paypal)', () => {
  let fake: FakePayPalServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakePayPalServer().start();
    t = await createTestApp({
      env: fakePayPalEnv(fake),
    });
  });
  afterAll(async () => {
    expect(fake.contractBreaches).toEqual([]);
    await t.close();
    await fake.close();
  });

  it('sends the buyer to PayPal and credits the ledger once when the capture completes', async () => {
    expect(t.services.payments.name).toBe('paypal');
    const athleteId = (await createUser(t.services.db)).id;
    const { paymentId, approveUrl } = await startPayment(t.services, {
      purpose: 'test',
      userId: null,
      amountCents: 400,
      description: 'Pizza money',
      returnPath: '/pizza/return',
      cancelPath: '/pizza',
    });
    expect(approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const sent = fake.requests.find((r) => r.requestId === paymentId)?.body;
    expect(sent).toMatchObject({
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `https://fhp.example/pizza/return?paymentId=${paymentId}`,
          },
        },
      },
    });

    const credit = creditWalletOnCapture(t.services, athleteId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    fake.approve(new URL(approveUrl).searchParams.get('token') ?? '');
    await capturePayment(t.services, paymentId);
    await capturePayment(t.services, paymentId);
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(400);
  });

  it('hides the simulated checkout when PayPal is the provider', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/simulated/${crypto.randomUUID()}`,
    });
    expect(res.statusCode).toBe(404);
  });

  describe('a held payment (intent authorize) through PayPal', () => {
    const PURPOSE = 'test-paypal-hold';
    const seen = { authorized: [] as string[], closed: [] as string[], captured: [] as string[] };
    let athleteId: string;
    beforeAll(async () => {
      athleteId = (await createUser(t.services.db)).id;
      t.services.captures.register({
        [PURPOSE]: {
          async onAuthorized(_tx, payment) {
            seen.authorized.push(payment.id);
          },
          async onHoldClosed(_tx, payment) {
            seen.closed.push(payment.id);
          },
          async onCaptured(tx, payment) {
            seen.captured.push(payment.id);
            const taken = payment.captureCents ?? payment.amountCents;
            await postTransaction(tx, {
              kind: 'test-purchase',
              description: 'held',
              paymentId: payment.id,
              idempotencyKey: `payment:${payment.id}`,
              entries: [
                { accountId: await ensureAccount(tx, 'provider_clearing'), amountCents: -taken },
                {
                  accountId: await ensureAccount(tx, 'athlete_wallet', athleteId),
                  amountCents: taken,
                },
              ],
            });
          },
        },
      });
    });

    /** A fan approves a held checkout at PayPal (not back on our site yet). */
    async function approvedHold(cents: number) {
      const { paymentId, approveUrl } = await startPayment(t.services, {
        purpose: PURPOSE,
        userId: null,
        amountCents: cents,
        description: 'Chat',
        returnPath: '/chats/return',
        cancelPath: '/chats',
        intent: 'authorize',
      });
      const orderId = new URL(approveUrl).searchParams.get('token') ?? '';
      fake.approve(orderId);
      return { paymentId, orderId };
    }

    /** A fan approves a held checkout at PayPal and comes back: the money is held. */
    async function held(cents: number) {
      const { paymentId, orderId } = await approvedHold(cents);
      const payment = await capturePayment(t.services, paymentId, { log });
      return { paymentId, orderId, payment };
    }

    it('holds at PayPal on the return, then captures the settled part once and books only that', async () => {
      const { paymentId, orderId, payment } = await held(10_000);
      expect(fake.requests.find((r) => r.requestId === paymentId)?.body).toMatchObject({
        intent: 'AUTHORIZE',
      });
      expect(payment).toMatchObject({
        status: 'authorized',
        authorizationId: fake.authorizationOf(orderId).id,
      });
      expect(payment.authorizationExpiresAt?.getTime()).toBe(
        Math.floor(fake.authorizationOf(orderId).expiresAt / 1000) * 1000,
      );
      expect(seen.authorized).toEqual([paymentId]);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);

      await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 3500));
      const settled = await settleHeldPayment(t.services, paymentId, log);
      expect(settled).toMatchObject({ status: 'captured', captureCents: 3500 });
      const [capture] = fake.authorizationOf(orderId).captures;
      expect(settled.captureId).toBe(capture?.id);
      expect(capture).toMatchObject({ amount: { value: '35.00' }, final_capture: true });
      // Settled again (a retry, the job): the same capture, booked once.
      expect((await settleHeldPayment(t.services, paymentId, log)).status).toBe('captured');
      expect(fake.authorizationOf(orderId).captures).toHaveLength(1);
      expect(seen.captured).toEqual([paymentId]);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
      expect(await walletBalance(t.services.db, athleteId)).toBe(3500);
      expect(await checkLedger(t.services.db)).toEqual([]);
    });

    it('releases a hold at PayPal: voided, nothing booked, onHoldClosed once', async () => {
      const { paymentId, orderId } = await held(5000);
      expect(
        await t.services.db.transaction((tx) => claimHoldVoid(tx, paymentId, 'declined')),
      ).toBe(true);
      expect((await settleHeldPayment(t.services, paymentId, log)).status).toBe('voided');
      expect(fake.authorizationOf(orderId).status).toBe('VOIDED');
      expect(seen.closed).toEqual([paymentId]);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
    });

    it('closes a hold PayPal let expire: the capture is refused, the payment failed, nothing booked', async () => {
      const { paymentId, orderId } = await held(5000);
      fake.expireHold(orderId);
      await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 5000));
      const closed = await settleHeldPayment(t.services, paymentId, log);
      expect(closed).toMatchObject({
        status: 'failed',
        metadata: { failureReason: 'AUTHORIZATION_EXPIRED' },
      });
      expect(seen.closed).toContain(paymentId);
      expect(seen.captured).not.toContain(paymentId);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
    });

    it('keeps a PENDING capture of a hold pending, and books it once PayPal completes it', async () => {
      const { paymentId, orderId } = await held(8000);
      await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 2800));
      fake.captureOverride = { status: 'PENDING' };
      const pending = await settleHeldPayment(t.services, paymentId, log).finally(() => {
        fake.captureOverride = null;
      });
      expect(pending.status).toBe('pending');
      await reconcilePayments(t.services, log, { openGraceMs: 0 });
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
      // PayPal completes it and says so: the webhook reads the order and books the capture.
      fake.completeCapture(orderId);
      const completed = fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/webhook',
        headers: completed.headers,
        payload: completed.body,
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row).toMatchObject({ status: 'captured', captureCents: 2800 });
      await reconcilePayments(t.services, log, { openGraceMs: 0 });
      expect(seen.captured.filter((id) => id === paymentId)).toHaveLength(1);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    });

    it('holds on CHECKOUT.ORDER.APPROVED when the buyer never comes back', async () => {
      const { paymentId, orderId } = await approvedHold(2000);
      const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/webhook',
        headers: approved.headers,
        payload: approved.body,
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row).toMatchObject({
        status: 'authorized',
        authorizationId: fake.authorizationOf(orderId).id,
      });
      expect(seen.authorized).toContain(paymentId);
      // The buyer's late return answers the same hold.
      const back = await capturePayment(t.services, paymentId, { log });
      expect(back.authorizationId).toBe(row?.authorizationId);
    });

    it('has the job release a hold past its expiry that PayPal already voided', async () => {
      const { paymentId, orderId } = await held(3000);
      fake.expireHold(orderId);
      await t.services.db
        .update(payments)
        .set({ authorizationExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.id, paymentId));
      await reconcilePayments(t.services, log, { openGraceMs: 0 });
      const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row?.status).toBe('voided');
      expect(seen.closed).toContain(paymentId);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
    });
  });
});
