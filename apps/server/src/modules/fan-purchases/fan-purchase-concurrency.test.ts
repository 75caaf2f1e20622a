import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notifications, purchases } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser, signedInUser } from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { receiptMailsFor } from '../../test/receipt-mails';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real concurrency needs real connections: PGlite runs one statement at a time; on PostgreSQL
// these ten captures run side by side and only the payment row's lock keeps them to one sale.
describe('concurrent captures of one fan purchase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.runIf(inject('dbKind') === 'postgres')(
    'record one purchase, one ledger transaction and one receipt for ten parallel captures',
    async () => {
      const athlete = await createUser(t.services.db, { role: 'athlete', chatRateCents: 200 });
      const fan = await signedInUser(t.services.db, { role: 'fan' });
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/fan/checkout',
        headers: { cookie: fan.cookie },
        payload: {
          item: 'endorsement',
          athleteNumber: athlete.athlete?.athleteNumber,
          dollars: 10,
        },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { paymentId, approveUrl } = started.json();
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`,
        payload: {},
      });

      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/fan/checkout/${paymentId}/capture`,
            headers: { cookie: fan.cookie },
          }),
        ),
      );

      const purchased = answers.filter((a) => a.statusCode === 200);
      // A capture that finds the row claimed by another answers 409 "still capturing"; none fails.
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      expect(purchased.length).toBeGreaterThan(0);
      const ids = new Set(purchased.map((a) => a.json().purchaseId));
      expect(ids.size).toBe(1);
      const rows = await t.services.db
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.paymentId, paymentId));
      expect(rows).toHaveLength(1);
      const purchaseId = rows[0]?.id ?? '';
      expect(ids.has(purchaseId)).toBe(true);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
      expect(await walletBalance(t.services.db, athlete.id)).toBe(880);
      const notes = await t.services.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, athlete.id));
      expect(notes).toHaveLength(1);
      const receipts = await receiptMailsFor(t.services.db, purchaseId);
      expect(receipts).toHaveLength(1);

      // Once recorded, a repeated capture answers the same purchase.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/fan/checkout/${paymentId}/capture`,
        headers: { cookie: fan.cookie },
      });
      expect(again.json()).toMatchObject({ outcome: 'purchased', purchaseId });
    },
  );
});
