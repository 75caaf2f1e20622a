import { messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonalBadges, talkingBadges } from '../../db/schema';
import { createFan, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookSale } from '../purchases/book-sale';

describe('badge sales (Seasonals Sales) and intro flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it("lists my badge sales with the buyer's first name, 5 a page, with totals", async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const fan = await createFan(t.services.db, { firstName: 'Frankie', lastName: 'Fanning' });
    const [seasonal] = await t.services.db
      .insert(seasonalBadges)
      .values({
        athleteUserId: me.user.id,
        type: 'Pre-event',
        eventPlus: '3',
        year: 2026,
        sport: 'BASKETBALL',
        sportType: 'game',
        listNumber: 1,
        typeData1: 'A',
        typeData2: 'B',
        typeData3: 'C',
        videoUrl: 'https://videos.example/v',
        videoPriceCents: 800,
      })
      .returning();
    const [talking] = await t.services.db
      .insert(talkingBadges)
      .values({ athleteUserId: me.user.id, description: 'Diary', priceCents: 600 })
      .returning();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    for (let i = 0; i < 6; i++) {
      await bookSale(t.services.db, {
        kind: i % 2 ? 'talking_badge' : 'seasonal_badge',
        amountCents: i % 2 ? 600 : 800,
        idempotencyKey: `test-sale-${me.user.id}-${i}`,
        description: 'Badge sale',
        athleteUserId: me.user.id,
        buyerUserId: fan.id,
        itemId: i % 2 ? talking?.id : seasonal?.id,
        at: at(i),
      });
    }
    // Not a badge sale, and another athlete's: neither is listed.
    await bookSale(t.services.db, {
      kind: 'momento',
      amountCents: 500,
      idempotencyKey: `test-sale-${me.user.id}-memento`,
      description: 'Memento',
      athleteUserId: me.user.id,
    });
    const page = (await get('/api/badge-sales', me.cookie)).json();
    expect(page.items).toHaveLength(5);
    expect(page.items[0]).toMatchObject({
      kind: 'talking_badge',
      badgeLabel: 'Diary',
      badgeId: talking?.id,
      buyerFirstName: 'Frankie',
      amountCents: 600,
      createdAt: at(5).toISOString(),
    });
    expect(page.items[1]).toMatchObject({ badgeLabel: 'BASKETBALL Pre-event 3 · 2026' });
    // 3 x 800 + 3 x 600 paid; 88 % of each to the athlete.
    expect(page.totals).toEqual({ count: 6, amountCents: 4200, earnedCents: 3696 });
    const next = (await get(`/api/badge-sales?cursor=${page.nextCursor}`, me.cookie)).json();
    expect(next.items.map((s: { createdAt: string }) => s.createdAt)).toEqual([
      at(0).toISOString(),
    ]);
    expect(next.nextCursor).toBeNull();
    expect((await get('/api/badge-sales', other.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
      totals: { count: 0, amountCents: 0, earnedCents: 0 },
    });
    expect(messages.badgeSales.emptyHint).toContain('seasonal badges');
  });

  it('remembers Continue on an intro per athlete', async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    expect((await get('/api/intros', me.cookie)).json()).toEqual({ seen: [] });
    const put = (key: string, cookie: string) =>
      t.app.inject({ method: 'PUT', url: `/api/intros/${key}`, headers: { cookie } });
    expect((await put('talking-badges', me.cookie)).json()).toEqual({ seen: ['talking-badges'] });
    expect((await put('seasonal-badges', me.cookie)).json()).toEqual({
      seen: ['seasonal-badges', 'talking-badges'],
    });
    expect((await put('seasonal-badges', me.cookie)).statusCode).toBe(200);
    expect((await put('wallet', me.cookie)).statusCode).toBe(400);
    expect((await get('/api/intros', other.cookie)).json()).toEqual({ seen: [] });
  });
});
