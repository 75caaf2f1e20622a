import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shopOrders } from '../../db/schema';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { shopShipping, signAthlete } from '../../test/shop-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeSiteSetting } from '../site-settings/site-settings';

// PGlite runs one statement at a time; PostgreSQL runs these captures side by side, and only
// the payment row lock keeps them from each saving an order.
describe('concurrent shop captures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await writeSiteSetting(t.services.db, 'shopAvailable', true);
  });
  afterAll(() => t.close());

  it.runIf(inject('dbKind') === 'postgres')(
    'save one order for ten concurrent replays of the return page',
    async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/shop/orders',
        payload: {
          type: 'both',
          signs: 1,
          posterPacks: 1,
          athleteNumber: (await signAthlete(t.services.db)).number,
          ...shopShipping,
        },
      });
      const { paymentId, approveUrl } = started.json();
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`,
      });

      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'POST', url: `/api/shop/orders/${paymentId}/capture` }),
        ),
      );

      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(results.map((r) => r.json().message))).toEqual(
        new Set(['Both Scroll Sign And Poster purchased successfully']),
      );
      const rows = await t.services.db
        .select()
        .from(shopOrders)
        .where(eq(shopOrders.paymentId, paymentId));
      expect(rows).toHaveLength(1);
      expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    },
  );
});
