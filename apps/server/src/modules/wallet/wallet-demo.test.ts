import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { seedDemo } from '../../seed/seed';
import { sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The demo data as the wallet and the integrity checks see it. */
describe('demo wallet', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
  });
  afterAll(() => t.close());

  it('passes the ledger integrity checks', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it("pages the demo athlete's whole history, which adds up to the balance", async () => {
    const cookie = await sessionCookie(t.services.db, ids.athlete ?? '');
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const { balanceCents } = await get('/api/wallet');
    expect(balanceCents).toBeGreaterThan(0);
    let total = 0;
    let seen = 0;
    let cursor: string | null = '';
    let previous = Number.POSITIVE_INFINITY;
    while (cursor !== null) {
      const page = await get(`/api/wallet/history${cursor ? `?cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(5);
      for (const row of page.items as {
        paymentType: string;
        amountCents: number;
        createdAt: string;
      }[]) {
        const at = Date.parse(row.createdAt);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        total += row.paymentType === 'credit' ? row.amountCents : -row.amountCents;
        seen += 1;
      }
      cursor = page.nextCursor;
    }
    expect(seen).toBeGreaterThan(5);
    expect(total).toBe(balanceCents);
  });
});
