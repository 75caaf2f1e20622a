import { randomUUID } from 'node:crypto';
import {
  PURCHASE_KINDS,
  type TPurchaseKind,
  type TTrendingResponse,
  trendingMessages,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, users } from '../../db/schema';
import { bookFanPurchase, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/trending', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test uses its own sport, so rows of other tests never show in its lists. */
  const newSport = () => `Sport-${randomUUID().slice(0, 8)}`;

  async function athlete(sport: string, gender: 'Male' | 'Female', name: string) {
    const user = await createUser(t.services.db, {
      role: 'athlete',
      firstName: name,
      lastName: 'X',
    });
    await t.services.db
      .update(athleteProfiles)
      .set({ sport, gender })
      .where(eq(athleteProfiles.userId, user.id));
    return { id: user.id, number: user.athlete?.athleteNumber ?? 0, name };
  }
  let fanId: string;
  beforeAll(async () => {
    fanId = (await createUser(t.services.db, { role: 'fan' })).id;
  });

  async function buy(athleteId: string, kind: TPurchaseKind, cents: number, daysAgo: number) {
    await bookFanPurchase(t.services.db, {
      kind,
      athleteUserId: athleteId,
      buyerUserId: fanId,
      amountCents: cents,
      at: new Date(Date.now() - daysAgo * DAY),
    });
  }

  const get = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trending?${new URLSearchParams(query)}`,
    });
    return { status: res.statusCode, body: res.json() as TTrendingResponse };
  };
  const names = (body: TTrendingResponse, kind: TPurchaseKind) =>
    body.lists[kind].map((a) => a.firstName);

  it('ranks by purchases in the last 7 days, then amount, then athlete number', async () => {
    const sport = newSport();
    const a = await athlete(sport, 'Male', 'Ann');
    const b = await athlete(sport, 'Male', 'Ben');
    const c = await athlete(sport, 'Male', 'Cal');
    const d = await athlete(sport, 'Male', 'Dee');
    // Ben: 2 purchases; Ann and Cal: 1 each of $5 (Ann has the lower athlete number); Dee: $9.
    await buy(b.id, 'sport_badge', 100, 1);
    await buy(b.id, 'sport_badge', 100, 6.9);
    await buy(c.id, 'sport_badge', 500, 2);
    await buy(a.id, 'sport_badge', 500, 3);
    await buy(d.id, 'sport_badge', 900, 4);
    // 8 days old: outside the window, however many.
    for (let i = 0; i < 3; i++) await buy(c.id, 'sport_badge', 5000, 8);

    const { status, body } = await get({ sport });
    expect(status).toBe(200);
    expect(names(body, 'sport_badge')).toEqual(['Ben', 'Dee', 'Ann', 'Cal']);
    expect(a.number).toBeLessThan(c.number);
    expect(body.lists.sport_badge[0]).toEqual({
      athleteNumber: b.number,
      firstName: 'Ben',
      lastName: 'X',
    });
    expect(Object.keys(body.lists).sort()).toEqual([...PURCHASE_KINDS].sort());
    expect(Date.parse(body.windowEnd) - Date.parse(body.windowStart)).toBe(7 * DAY);
  });

  it('excludes a purchase 8 days old', async () => {
    const sport = newSport();
    const old = await athlete(sport, 'Female', 'Old');
    await buy(old.id, 'momento', 10_000, 8);
    expect((await get({ sport })).body.lists.momento).toEqual([]);
    await buy(old.id, 'momento', 100, 6);
    expect(names((await get({ sport })).body, 'momento')).toEqual(['Old']);
  });

  it('keeps each kind in its own tab', async () => {
    const sport = newSport();
    const a = await athlete(sport, 'Female', 'Chat');
    await buy(a.id, 'group_chat', 300, 1);
    const { body } = await get({ sport });
    expect(names(body, 'group_chat')).toEqual(['Chat']);
    for (const k of PURCHASE_KINDS.filter((k) => k !== 'group_chat'))
      expect(body.lists[k]).toEqual([]);
  });

  it('filters by sport (any case) and by gender', async () => {
    const sport = newSport();
    const other = newSport();
    const he = await athlete(sport, 'Male', 'He');
    const she = await athlete(sport, 'Female', 'She');
    const elsewhere = await athlete(other, 'Female', 'Elsewhere');
    for (const x of [he, she, elsewhere]) await buy(x.id, 'endorsement', 400, 1);

    expect(names((await get({ sport: sport.toUpperCase() })).body, 'endorsement').sort()).toEqual([
      'He',
      'She',
    ]);
    expect(names((await get({ sport, gender: 'Female' })).body, 'endorsement')).toEqual(['She']);
    expect(names((await get({ sport, gender: 'Male' })).body, 'endorsement')).toEqual(['He']);
    const women = names((await get({ gender: 'Female' })).body, 'endorsement');
    expect(women).toEqual(expect.arrayContaining(['She', 'Elsewhere']));
    expect(women).not.toContain('He');
    // Empty filter values mean all.
    const all = names((await get({ sport: '', gender: '' })).body, 'endorsement');
    expect(all).toEqual(expect.arrayContaining(['He', 'She', 'Elsewhere']));
  });

  it('answers seven empty lists when nothing matches (the page shows N/A)', async () => {
    const { status, body } = await get({ sport: newSport() });
    expect(status).toBe(200);
    expect(Object.values(body.lists)).toHaveLength(7);
    for (const list of Object.values(body.lists)) expect(list).toEqual([]);
  });

  it('leaves blocked athletes out and shows at most 10 per tab', async () => {
    const sport = newSport();
    const blocked = await athlete(sport, 'Male', 'Blocked');
    await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    await buy(blocked.id, 'talking_badge', 9900, 1);
    for (let i = 0; i < 11; i++) {
      const a = await athlete(sport, 'Male', `A${i}`);
      await buy(a.id, 'talking_badge', 100 + i, 1);
    }
    const list = names((await get({ sport })).body, 'talking_badge');
    expect(list).toHaveLength(10);
    expect(list).not.toContain('Blocked');
    expect(list[0]).toBe('A10');
    expect(list).not.toContain('A0');
  });

  it('refuses an unknown gender with the message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trending?gender=Other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(trendingMessages.genderInvalid);
  });
});
