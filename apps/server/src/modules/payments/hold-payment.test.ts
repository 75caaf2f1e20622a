import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, simulatedOrders } from '../../db/schema';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createUser, signedInUser } from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Payment } from './capture-handlers';
import { capturePayment } from './capture-payment';
import { claimHoldCapture, claimHoldVoid, settleHeldPayment } from './hold-payment';
import { reconcilePayments } from './reconcile-payments';
import { startPayment } from './start-payment';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const PURPOSE = 'test-hold';

describe('held payments (authorise, then capture or release)', () => {
  let t: TestApp;
  let fan: Awaited<ReturnType<typeof signedInUser>>;
  let athleteId: string;
  const seen = { authorized: [] as string[], closed: [] as string[], captured: [] as string[] };
  let refuseNextHold = false;

  beforeAll(async () => {
    t = await createTestApp();
    fan = await signedInUser(t.services.db, { role: 'fan' });
    athleteId = (await createUser(t.services.db)).id;
    t.services.captures.register({
      [PURPOSE]: {
        async onAuthorized(_tx, payment) {
          if (refuseNextHold) {
            refuseNextHold = false;
            const { CaptureNotRecordable } = await import('./capture-handlers');
            throw new CaptureNotRecordable('gone');
          }
          seen.authorized.push(payment.id);
        },
        async onHoldClosed(_tx, payment) {
          seen.closed.push(payment.id);
        },
        async onCaptured(tx, payment: Payment) {
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
  afterAll(() => t.close());

  const paymentRow = async (id: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, id)))[0];
  const orderOf = async (paymentId: string) =>
    (
      await t.services.db
        .select()
        .from(simulatedOrders)
        .where(eq(simulatedOrders.paymentId, paymentId))
    )[0];

  /** A fan approves a held checkout of `cents` (not back on our site yet). */
  async function approvedHold(cents: number) {
    const started = await startPayment(t.services, {
      purpose: PURPOSE,
      userId: fan.user.id,
      amountCents: cents,
      description: 'Chat',
      returnPath: '/r',
      cancelPath: '/c',
      intent: 'authorize',
    });
    const orderId = started.approveUrl.split('/').pop() ?? '';
    await t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
    return started.paymentId;
  }

  /** A fan approves a held checkout of `cents` and comes back: the money is held. */
  async function hold(cents = 10_000) {
    const paymentId = await approvedHold(cents);
    const held = await capturePayment(t.services, paymentId, { userId: fan.user.id, log });
    return { paymentId, held };
  }

  it('holds the approved money without taking it, and runs onAuthorized once', async () => {
    const { paymentId, held } = await hold();
    expect(held.status).toBe('authorized');
    expect(held.authorizationId).toMatch(/^SIMAUTH-/);
    expect(held.authorizationExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await orderOf(paymentId))?.status).toBe('authorized');
    // The buyer's second return answers the same hold.
    const again = await capturePayment(t.services, paymentId, { userId: fan.user.id, log });
    expect(again.authorizationId).toBe(held.authorizationId);
    expect(seen.authorized.filter((id) => id === paymentId)).toHaveLength(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('captures the settled part of a hold, once, and books only what was taken', async () => {
    const { paymentId } = await hold(10_000);
    await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 3500));
    const settled = await settleHeldPayment(t.services, paymentId, log);
    expect(settled).toMatchObject({ status: 'captured', captureCents: 3500 });
    expect((await orderOf(paymentId))?.capturedCents).toBe(3500);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    // A second claim is refused: the hold is no longer open.
    await expect(
      t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 3500)),
    ).rejects.toMatchObject({ status: 409 });
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('refuses to capture more than the hold', async () => {
    const { paymentId } = await hold(1000);
    await expect(
      t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 1001)),
    ).rejects.toMatchObject({ status: 409 });
    expect((await paymentRow(paymentId))?.status).toBe('authorized');
  });

  it('releases a hold: nothing taken, onHoldClosed once, and a capture after it is refused', async () => {
    const { paymentId } = await hold();
    expect(await t.services.db.transaction((tx) => claimHoldVoid(tx, paymentId, 'declined'))).toBe(
      true,
    );
    const voided = await settleHeldPayment(t.services, paymentId, log);
    expect(voided.status).toBe('voided');
    expect((await orderOf(paymentId))?.status).toBe('voided');
    expect(seen.closed.filter((id) => id === paymentId)).toHaveLength(1);
    expect(await t.services.db.transaction((tx) => claimHoldVoid(tx, paymentId, 'again'))).toBe(
      false,
    );
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('recovers a capture whose process died after the claim: the reconciliation captures once', async () => {
    const { paymentId } = await hold(5000);
    await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 5000));
    // The provider does not answer this time.
    const spy = vi
      .spyOn(t.services.payments, 'captureAuthorization')
      .mockRejectedValueOnce(new Error('ECONNRESET'));
    expect((await settleHeldPayment(t.services, paymentId, log)).status).toBe('capturing');
    spy.mockRestore();
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect((await paymentRow(paymentId))?.status).toBe('captured');
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('closes a hold that expired at the provider: the capture is refused, nothing is booked', async () => {
    const { paymentId } = await hold(5000);
    await t.services.db
      .update(simulatedOrders)
      .set({ authorizationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(simulatedOrders.paymentId, paymentId));
    await t.services.db.transaction((tx) => claimHoldCapture(tx, paymentId, 5000));
    const closed = await settleHeldPayment(t.services, paymentId, log);
    expect(closed).toMatchObject({ status: 'failed' });
    expect(closed.metadata.failureReason).toBe('AUTHORIZATION_EXPIRED');
    expect(seen.closed).toContain(paymentId);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
  });

  it('releases, on reconciliation, a hold past its expiry that nobody settled', async () => {
    const { paymentId } = await hold(5000);
    await t.services.db
      .update(payments)
      .set({ authorizationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect((await paymentRow(paymentId))?.status).toBe('voided');
    expect(seen.closed).toContain(paymentId);
  });

  it('records a hold the provider made before our commit failed, on reconciliation', async () => {
    const started = await startPayment(t.services, {
      purpose: PURPOSE,
      userId: fan.user.id,
      amountCents: 2500,
      description: 'Chat',
      returnPath: '/r',
      cancelPath: '/c',
      intent: 'authorize',
    });
    const orderId = started.approveUrl.split('/').pop() ?? '';
    await t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
    const spy = vi
      .spyOn(t.services.payments, 'authorizeOrder')
      .mockImplementationOnce(async (input) => {
        // The provider holds the money, then our process dies before recording it.
        await t.services.db
          .update(simulatedOrders)
          .set({
            status: 'authorized',
            authorizationId: 'SIMAUTH-crash',
            authorizationExpiresAt: new Date(Date.now() + 86_400_000),
          })
          .where(eq(simulatedOrders.id, input.providerOrderId));
        throw new Error('process died');
      });
    await expect(
      capturePayment(t.services, started.paymentId, { userId: fan.user.id, log }),
    ).rejects.toMatchObject({ status: 502 });
    spy.mockRestore();
    expect((await paymentRow(started.paymentId))?.status).toBe('authorizing');
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await paymentRow(started.paymentId)).toMatchObject({
      status: 'authorized',
      authorizationId: 'SIMAUTH-crash',
    });
    expect(seen.authorized.filter((id) => id === started.paymentId)).toHaveLength(1);
  });

  it('releases a hold whose booking can no longer be made', async () => {
    refuseNextHold = true;
    const paymentId = await approvedHold(1500);
    await expect(
      capturePayment(t.services, paymentId, { userId: fan.user.id, log }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await paymentRow(paymentId))?.status).toBe('voided');
    expect((await orderOf(paymentId))?.status).toBe('voided');
    expect(seen.authorized).not.toContain(paymentId);
  });
});
