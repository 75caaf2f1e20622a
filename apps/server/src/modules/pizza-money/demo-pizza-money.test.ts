import type { TPizzaRequest } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { seedDemo } from '../../seed/seed';
import { sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pizzaApi } from './pizza-test-helpers';

/** The demo athlete's pizza money, as the athlete and the fans read it (issue 16, demo data). */
describe('demo pizza money', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let api: ReturnType<typeof pizzaApi>;
  let rows: TPizzaRequest[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db, { storage: t.services.storage });
    api = pizzaApi(t);
    const cookie = await sessionCookie(t.services.db, ids.athlete ?? '');
    rows = (await api.list(cookie, '?limit=50')).json().items;
  });
  afterAll(() => t.close());

  it('gives the demo athlete a request in each state, newest first', () => {
    expect(rows.map((r) => [r.status, r.requestedBy])).toEqual([
      ['active', 'Frankie Fanning'],
      ['pending', 'Morgan Manley'],
      ['expired', 'Morgan Manley'],
      ['gifted', 'Frankie Fanning'],
    ]);
    expect(rows[0]).toMatchObject({ donationsCount: 2, donatedCents: 2500, gift: null });
    expect(rows[3]).toMatchObject({ donationsCount: 2, donatedCents: 2500 });
    expect(rows[3]?.gift?.description).toBe('Pizza night, thanks!');
  });

  it("serves the gift badge's two stored images", async () => {
    for (const url of [rows[3]?.gift?.introImageUrl, rows[3]?.gift?.appealImageUrl]) {
      const res = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it("shows the fans the open request and what is left under the cap; the demo fan's receipts list it", async () => {
    const athleteNumber = Number(
      (await api.call('GET', `/api/athletes?limit=50`))
        .json()
        .items.find((a: { firstName: string }) => a.firstName === 'Jordan')?.athleteNumber,
    );
    const managerCookie = await sessionCookie(t.services.db, ids.manager ?? '');
    const card = (await api.card(athleteNumber, managerCookie)).json();
    expect(card).toMatchObject({
      athleteFirstName: 'Jordan',
      remainingCents: 5000,
      openRequest: { id: rows[0]?.id, donatedCents: 2500 },
      myPendingRequest: { id: rows[1]?.id },
    });
    const fanCookie = await sessionCookie(t.services.db, ids.fan ?? '');
    const mine = (await api.call('GET', '/api/fan/purchases?limit=50', fanCookie)).json().items;
    expect(mine.filter((p: { kind: string }) => p.kind === 'pizza_money')).toHaveLength(2);
  });

  it('keeps the ledger sound', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
