import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser } from '../../test/factories';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from './capture-payment';
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
      const credit = creditWalletOnCapture(athleteId);

      const results = await Promise.all(
        Array.from({ length: 10 }, () => capturePayment(t.services, paymentId, credit.onCaptured)),
      );

      expect(new Set(results.map((p) => p.captureId)).size).toBe(1);
      expect(results.every((p) => p.status === 'captured')).toBe(true);
      expect(credit.calls).toBe(1);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
      expect(await walletBalance(t.services.db, athleteId)).toBe(1999);
    },
  );
});
