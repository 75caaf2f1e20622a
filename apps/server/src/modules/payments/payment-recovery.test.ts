import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, simulatedOrders } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser, signedInUser } from '../../test/factories';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CaptureNotRecordable } from './capture-handlers';
import { capturePayment } from './capture-payment';
import { paymentReconciliationJob, reconcilePayments } from './reconcile-payments';
import { startPayment } from './start-payment';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe('payment recovery with the simulated checkout', () => {
  let t: TestApp;
  let fan: Awaited<ReturnType<typeof signedInUser>>;
  let athleteId: string;
  beforeAll(async () => {
    t = await createTestApp();
    fan = await signedInUser(t.services.db, { role: 'fan' });
    athleteId = (await createUser(t.services.db)).id;
  });
  afterAll(() => t.close());

  const start = async (purpose = 'test', amountCents = 700) => {
    const started = await startPayment(t.services, {
      purpose,
      userId: fan.user.id,
      amountCents,
      description: 'Recovery',
      returnPath: '/r',
      cancelPath: '/c',
    });
    return { ...started, orderId: started.approveUrl.split('/').pop() ?? '' };
  };
  const approve = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
  const paymentRow = async (id: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, id)))[0];
  const orderRow = async (id: string) =>
    (await t.services.db.select().from(simulatedOrders).where(eq(simulatedOrders.id, id)))[0];
  const reconcile = () => reconcilePayments(t.services, log, { openGraceMs: 0 });

  it('tells the buyer to wait (502) when the provider does not answer, and the reconciliation captures later', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    const capture = vi
      .spyOn(t.services.payments, 'captureOrder')
      .mockRejectedValueOnce(new Error('ECONNRESET'));
    const error = await capturePayment(t.services, paymentId).catch((e: unknown) => e);
    capture.mockRestore();
    expect(error).toMatchObject({ status: 502, message: messages.payments.capturing });
    expect((await paymentRow(paymentId))?.status).toBe('capturing');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);

    await reconcile();
    expect((await paymentRow(paymentId))?.status).toBe('captured');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(credit.calls).toBe(1);
  });

  it('records a capture the provider completed before our commit failed, once, on the next reconciliation', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const before = await walletBalance(t.services.db, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    credit.failNext = 1;
    await expect(capturePayment(t.services, paymentId)).rejects.toThrow('simulated crash');
    // The money is taken at the provider, and our row says a capture was in flight.
    expect((await orderRow(orderId))?.status).toBe('captured');
    expect((await paymentRow(paymentId))?.status).toBe('capturing');
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);

    const report = await reconcile();
    expect(report.captured).toBe(1);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'captured',
      captureId: (await orderRow(orderId))?.captureId,
    });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(credit.calls).toBe(1);

    const again = await reconcile();
    expect(again.captured).toBe(0);
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(before + 700);
    // The buyer's reload answers the recorded capture.
    expect((await capturePayment(t.services, paymentId)).status).toBe('captured');
    expect(credit.calls).toBe(1);
  });

  it('repairs a crashed capture when the reconciliation job runs (queued at every start)', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    credit.failNext = 1;
    await expect(capturePayment(t.services, paymentId)).rejects.toThrow();
    await t.services.jobs.send(paymentReconciliationJob, {});
    expect(await t.services.jobs.drain()).toBe(1);
    expect((await paymentRow(paymentId))?.status).toBe('captured');
    expect(credit.calls).toBe(1);
  });

  it('records a capture taken at the provider while our row never left capturing (process killed)', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    // What a kill -9 leaves: the claim committed, the provider captured, nothing else.
    await t.services.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, paymentId));
    const row = await paymentRow(paymentId);
    if (!row) throw new Error('missing payment');
    await t.services.payments.captureOrder({
      providerOrderId: orderId,
      paymentId,
      amountCents: row.amountCents,
      currency: row.currency,
    });
    await reconcile();
    await reconcile();
    expect((await paymentRow(paymentId))?.status).toBe('captured');
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
  });

  it('captures an order the buyer approved but never came back from', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    const open = await start();
    await reconcile();
    expect((await paymentRow(paymentId))?.status).toBe('captured');
    expect((await orderRow(orderId))?.status).toBe('captured');
    expect(credit.calls).toBe(1);
    // Not approved: left open for the buyer, nothing captured.
    expect((await paymentRow(open.paymentId))?.status).toBe('created');
    expect((await orderRow(open.orderId))?.status).toBe('created');
  });

  it('leaves a fresh open checkout alone until the buyer had time to come back', async () => {
    creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    await reconcilePayments(t.services, log);
    expect((await paymentRow(paymentId))?.status).toBe('created');
    await reconcile();
    expect((await paymentRow(paymentId))?.status).toBe('captured');
  });

  it('refuses a cancel once the capture has claimed the payment, and the capture wins', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    await t.services.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, paymentId));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: { cookie: fan.cookie },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(messages.payments.capturing);
    expect((await capturePayment(t.services, paymentId)).status).toBe('captured');
    expect(credit.calls).toBe(1);
  });

  it('never asks the provider to capture a payment the buyer cancelled first', async () => {
    const credit = creditWalletOnCapture(t.services, athleteId);
    const { paymentId, orderId } = await start();
    await approve(orderId);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: { cookie: fan.cookie },
    });
    expect(cancel.json().status).toBe('cancelled');
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      message: messages.payments.notOpen,
    });
    await reconcile();
    expect((await orderRow(orderId))?.status).toBe('approved');
    expect(credit.calls).toBe(0);
  });

  it('refunds a capture that can no longer be recorded, and never records it', async () => {
    t.services.captures.register({
      'sold-out': {
        async onCaptured() {
          throw new CaptureNotRecordable('the item is gone');
        },
      },
    });
    const { paymentId, orderId } = await start('sold-out');
    await approve(orderId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      message: messages.payments.refunded,
    });
    const row = await paymentRow(paymentId);
    expect(row).toMatchObject({
      status: 'refunded',
      metadata: { refundReason: 'the item is gone' },
    });
    expect((await orderRow(orderId))?.refundId).toBe(row?.refundId);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('retries a refund the provider could not take, on the next reconciliation', async () => {
    t.services.captures.register({
      'sold-out': {
        async onCaptured() {
          throw new CaptureNotRecordable('the item is gone');
        },
      },
    });
    const { paymentId, orderId } = await start('sold-out');
    await approve(orderId);
    const refund = vi
      .spyOn(t.services.payments, 'refundCapture')
      .mockRejectedValueOnce(new Error('provider unreachable'));
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      message: messages.payments.refunded,
    });
    expect((await paymentRow(paymentId))?.status).toBe('refunding');
    expect((await orderRow(orderId))?.refundId).toBeNull();
    await reconcile();
    expect((await paymentRow(paymentId))?.status).toBe('refunded');
    expect((await orderRow(orderId))?.refundId).toMatch(/^SIMREF-/);
    expect(refund).toHaveBeenCalledTimes(2);
    refund.mockRestore();
  });
});
