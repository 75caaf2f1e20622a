import type { TVendorAd } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { vendorAds, vendorAdViews } from '../../db/schema';
import { createUser, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { vendorName } from './list-deals';

type Ad = typeof vendorAds.$inferInsert;

describe('deals page', () => {
  let t: TestApp;
  let n = 0;
  const ad = (category: string, extra: Partial<Ad> = {}): Ad => {
    n += 1;
    return {
      category,
      status: 'active',
      media: 'image',
      website: `https://vendor-${n}.example.com`,
      description: `Deal ${n}`,
      createdAt: new Date(Date.UTC(2025, 0, n)),
      ...extra,
    };
  };
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/deals${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: TVendorAd[]; nextCursor: string | null };
  };
  const view = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/views`,
      headers,
      remoteAddress: headers['x-ip'],
    });
  const newAd = async (extra: Partial<Ad> = {}) => {
    const [row] = await t.services.db.insert(vendorAds).values(ad('OT', extra)).returning();
    if (!row) throw new Error('no ad');
    return row;
  };
  const counts = async (id: string) => {
    const [row] = await t.services.db
      .select({
        total: vendorAds.totalViews,
        rows: sql<number>`(select count(*)::int from vendor_ad_views v where v.ad_id = ${vendorAds.id})`,
      })
      .from(vendorAds)
      .where(eq(vendorAds.id, id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.services.db
      .insert(vendorAds)
      .values([
        ad('TL'),
        ad('FB'),
        ad('FB'),
        ad('RT'),
        ad('TEC'),
        ad('ET'),
        ad('FB', { status: 'inactive', description: 'Inactive deal' }),
        ad('FB', { status: 'pending', description: 'Pending deal' }),
      ]);
  });
  afterAll(() => t.close());

  it('lists active ads only, newest first, 5 a page with Load More', async () => {
    const first = await list();
    expect(first.items.map((a) => a.description)).toEqual([
      'Deal 6',
      'Deal 5',
      'Deal 4',
      'Deal 3',
      'Deal 2',
    ]);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`?cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.description)).toEqual(['Deal 1']);
    expect(second.nextCursor).toBeNull();
  });

  it("names each ad's vendor: the vendor account's name, else the website's host", async () => {
    const vendor = await createUser(t.services.db, {
      role: 'fan',
      firstName: 'Sunny',
      lastName: 'Sports',
    });
    const [byVendor] = await t.services.db
      .insert(vendorAds)
      .values(ad('PCHG', { vendorUserId: vendor.id, website: 'https://www.sunny.example.com/x' }))
      .returning();
    try {
      const [listed] = (await list('?category=PCHG')).items;
      expect(listed).toMatchObject({ id: byVendor?.id, vendor: 'Sunny Sports' });
      // No vendor account (the demo's ads): the site's host.
      const tl = (await list('?category=TL')).items[0];
      expect(tl?.vendor).toBe(new URL(tl?.website ?? '').hostname);
      expect(tl?.vendor).toMatch(/^vendor-\d+\.example\.com$/);
    } finally {
      await t.services.db.delete(vendorAds).where(eq(vendorAds.id, byVendor?.id ?? ''));
    }
    expect(vendorName(null, null, 'https://www.shop.example.org/deal')).toBe('shop.example.org');
    expect(vendorName('', ' ', 'not a url')).toBe('not a url');
  });

  it("filters by category; 'All' lists every category", async () => {
    expect((await list('?category=FB')).items.map((a) => a.description)).toEqual([
      'Deal 3',
      'Deal 2',
    ]);
    expect((await list('?category=All')).items).toHaveLength(5);
    expect((await list('?category=PCHG')).items).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/deals?category=XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please choose a category from the list');
  });

  it('counts a guest once, by address and browser, and stores no address', async () => {
    const target = await newAd();
    const guest = { 'x-ip': '203.0.113.7', 'user-agent': 'GuestBrowser/1' };
    const first = await view(target.id, guest);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true, totalViews: 1 });
    expect((await view(target.id, guest)).json()).toEqual({ counted: false, totalViews: 1 });
    // Another browser on the same address is another viewer.
    const other = { ...guest, 'user-agent': 'OtherBrowser/2' };
    expect((await view(target.id, other)).json()).toEqual({ counted: true, totalViews: 2 });
    const rows = await t.services.db
      .select()
      .from(vendorAdViews)
      .where(eq(vendorAdViews.adId, target.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ viewerName: 'Guest', viewerEmail: 'Guest', userId: null });
      expect(row.viewerKey).toMatch(/^guest:[\w-]{43}$/);
      expect(row.viewerKey).not.toContain('203.0.113.7');
    }
  });

  it('counts a signed-in user once, whatever their address', async () => {
    const target = await newAd();
    const me = await signedInUser(t.services.db);
    const a = await view(target.id, { cookie: me.cookie, 'x-ip': '198.51.100.1' });
    const b = await view(target.id, { cookie: me.cookie, 'x-ip': '198.51.100.2' });
    expect(a.json()).toEqual({ counted: true, totalViews: 1 });
    expect(b.json()).toEqual({ counted: false, totalViews: 1 });
    const [row] = await t.services.db
      .select()
      .from(vendorAdViews)
      .where(eq(vendorAdViews.adId, target.id));
    expect(row).toMatchObject({ viewerKey: `user:${me.user.id}`, userId: me.user.id });
    expect(await counts(target.id)).toEqual({ total: 1, rows: 1 });
  });

  it('refuses views of an inactive, unknown or malformed ad and counts nothing', async () => {
    const inactive = await newAd({ status: 'inactive' });
    const res = await view(inactive.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This ad is no longer available');
    expect(await counts(inactive.id)).toEqual({ total: 0, rows: 0 });
    expect((await view('6f1f0a3e-5c1b-4a57-9a43-1d7c2f1e9b20')).statusCode).toBe(404);
    expect((await view('not-an-id')).statusCode).toBe(400);
  });

  it.runIf(inject('dbKind') === 'postgres')(
    'counts 50 concurrent distinct viewers 50 times and one viewer 50 times once',
    async () => {
      const many = await newAd();
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          view(many.id, { 'x-ip': `192.0.2.${i + 1}`, 'user-agent': 'Race/1' }),
        ),
      );
      expect(await counts(many.id)).toEqual({ total: 50, rows: 50 });

      const one = await newAd();
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          view(one.id, { 'x-ip': '192.0.2.200', 'user-agent': 'Race/1' }),
        ),
      );
      expect(results.filter((r) => r.json().counted)).toHaveLength(1);
      expect(await counts(one.id)).toEqual({ total: 1, rows: 1 });
    },
  );
});
