import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { payments, simulatedOrders } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser, signedInUser } from '../../test/factories';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from './capture-payment';
import { reconcilePayments } from './reconcile-payments';
import { startPayment } from './start-payment';

// Real concurrency needs real connections: PGlite runs one statement at a time, PostgreSQL
// runs these ten captures side by side, and only the row lock keeps them from all posting.
describe('concurrent captures of one payment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.runIf(inject('dbKind') === 'postgres')(
    'post exactly one ledger transaction for ten concurrent captures',
    async () => {
      const athleteId = (await createUser(t.services.db)).id;
      const { paymentId, approveUrl } = await startPayment(t.services, {
        purpose: 'test',
        userId: null,
        amountCents: 1999,
        description: 'Race',
        returnPath: '/r',
        cancelPath: '/c',
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`,
      });
      const credit = creditWalletOnCapture(t.services, athleteId);

      const results = await Promise.all(
        Array.from({ length: 10 }, () => capturePayment(t.services, paymentId)),
      );

      expect(new Set(results.map((p) => p.captureId)).size).toBe(1);
      expect(results.every((p) => p.status === 'captured')).toBe(true);
      expect(credit.calls).toBe(1);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
      expect(await walletBalance(t.services.db, athleteId)).toBe(1999);
    },
  );

  it.runIf(inject('dbKind') === 'postgres')(
    'never leaves a payment cancelled with the money taken when cancel races capture',
    async () => {
      const fan = await signedInUser(t.services.db, { role: 'fan' });
      const athleteId = (await createUser(t.services.db)).id;
      const credit = creditWalletOnCapture(t.services, athleteId);
      const rounds = 40;
      let capturedRounds = 0;
      for (let round = 0; round < rounds; round++) {
        const { paymentId, approveUrl } = await startPayment(t.services, {
          purpose: 'test',
          userId: fan.user.id,
          amountCents: 100,
          description: `Race ${round}`,
          returnPath: '/r',
          cancelPath: '/c',
        });
        const orderId = approveUrl.split('/').pop() ?? '';
        await t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
        const cancel = () =>
          t.app.inject({
            method: 'POST',
            url: `/api/payments/${paymentId}/cancel`,
            headers: { cookie: fan.cookie },
          });
        const capture = () => capturePayment(t.services, paymentId).catch((e: unknown) => e);
        // The first two rounds settle one side before the other, so both outcomes are checked
        // whatever the scheduler does; then the two race, alternating who is sent first.
        if (round === 0) {
          await cancel();
          await capture();
        } else if (round === 1) {
          // Shown in full if it fails: the capture's own error, not a count at the end.
          expect(await capture()).toMatchObject({ status: 'captured' });
          await cancel();
        } else {
          await Promise.all(
            round % 2
              ? [cancel(), capture(), cancel(), capture()]
              : [capture(), cancel(), capture(), cancel()],
          );
        }

        const [payment] = await t.services.db
          .select()
          .from(payments)
          .where(eq(payments.id, paymentId));
        const [order] = await t.services.db
          .select()
          .from(simulatedOrders)
          .where(eq(simulatedOrders.id, orderId));
        const ledger = await ledgerTransactionsFor(t.services.db, paymentId);
        if (order?.status === 'captured') {
          capturedRounds++;
          expect(payment?.status).toBe('captured');
          expect(ledger).toBe(1);
        } else {
          expect(payment?.status).toBe('cancelled');
          expect(ledger).toBe(0);
        }
      }
      // Both outcomes happened (at least the two settled rounds).
      expect(capturedRounds).toBeGreaterThan(0);
      expect(capturedRounds).toBeLessThan(rounds);
      // Nothing left for the reconciliation to find, and every capture recorded once.
      const report = await reconcilePayments(
        t.services,
        { info() {}, warn() {}, error() {} },
        {
          openGraceMs: 0,
        },
      );
      expect(report.captured).toBe(0);
      expect(credit.calls).toBe(capturedRounds);
      expect(await walletBalance(t.services.db, athleteId)).toBe(capturedRounds * 100);
    },
    // Forty races: seconds alone, but it must not time out on a busy machine (a timed-out race
    // keeps running and its credits would land in the next test).
    120_000,
  );

  it.runIf(inject('dbKind') === 'postgres')(
    'records each crashed capture once when two processes reconcile at the same time',
    async () => {
      const other = await createTestApp({ database: t.database });
      try {
        const athleteId = (await createUser(t.services.db)).id;
        const credit = creditWalletOnCapture(t.services, athleteId);
        // The other process records with the same handler (one tracker counts both).
        other.services.captures.register({ test: credit });
        const ids: string[] = [];
        for (let i = 0; i < 8; i++) {
          const { paymentId, approveUrl } = await startPayment(t.services, {
            purpose: 'test',
            userId: null,
            amountCents: 250,
            description: `Crash ${i}`,
            returnPath: '/r',
            cancelPath: '/c',
          });
          const orderId = approveUrl.split('/').pop() ?? '';
          await t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
          credit.failNext = 1;
          await capturePayment(t.services, paymentId).catch(() => {});
          ids.push(paymentId);
        }
        const quiet = { info() {}, warn() {}, error() {} };
        await Promise.all([
          reconcilePayments(t.services, quiet, { openGraceMs: 0 }),
          reconcilePayments(other.services, quiet, { openGraceMs: 0 }),
          reconcilePayments(t.services, quiet, { openGraceMs: 0 }),
        ]);
        for (const id of ids) expect(await ledgerTransactionsFor(t.services.db, id)).toBe(1);
        expect(credit.calls).toBe(8);
        expect(await walletBalance(t.services.db, athleteId)).toBe(8 * 250);
      } finally {
        await other.close();
      }
    },
  );
});
