import { ATHLETE_PAGE_POSTS, ATHLETE_PAGE_SUPPORTERS, type TAthletePage } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, blogPosts, purchases } from '../../db/schema';
import { bookFanPurchase, createFan, createUser, sessionCookie } from '../../test/factories';
import { buyThroughCheckout } from '../../test/fan-checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRequest, pizzaApi } from '../pizza-money/pizza-test-helpers';
import { supporterName } from './read-athlete-page';

/**
 * What issue 33 adds to the public athlete page: recent public supporters (only with the fan's
 * consent at checkout, only first name and last initial), the rating only when shown, social
 * links and the athlete's latest posts, all in the page's one answer.
 */
describe('the athlete page: supporters, rating, social links, posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = async (athleteNumber: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/athletes/${athleteNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as TAthletePage, raw: res.body };
  };

  async function newAthlete(profile: Partial<typeof athleteProfiles.$inferInsert> = {}) {
    const user = await createUser(t.services.db, {
      role: 'athlete',
      firstName: 'Maya',
      lastName: 'Rivers',
    });
    await t.services.db
      .update(athleteProfiles)
      .set({ sportBadgeRateCents: 800, ...profile })
      .where(eq(athleteProfiles.userId, user.id));
    return { user, number: user.athlete?.athleteNumber ?? 0 };
  }

  async function signedInFan(firstName: string, lastName: string) {
    const user = await createFan(t.services.db, { firstName, lastName });
    return { user, cookie: await sessionCookie(t.services.db, user.id) };
  }

  /** The fan's checkout through the simulator, as the browser does it: the purchase id. */
  const buySportBadge = (cookie: string, athleteNumber: number, consent?: boolean) =>
    buyThroughCheckout(t.app, cookie, {
      item: 'sport_badge',
      athleteNumber,
      ...(consent === undefined ? {} : { publicSupporter: consent }),
    });

  const consentOf = async (purchaseId: string) =>
    (
      await t.services.db
        .select({ publicSupporter: purchases.publicSupporter })
        .from(purchases)
        .where(eq(purchases.id, purchaseId))
    )[0]?.publicSupporter;

  it('lists a fan only when they said yes at checkout, by first name and last initial only', async () => {
    const { number } = await newAthlete();
    const sam = await signedInFan('Sam', 'Whitfield');
    const quiet = await signedInFan('Quinn', 'Private');
    const silent = await signedInFan('Silas', 'Default');

    const shown = await buySportBadge(sam.cookie, number, true);
    const declined = await buySportBadge(quiet.cookie, number, false);
    const unasked = await buySportBadge(silent.cookie, number);

    // The consent travelled with the payment and was stored by the booking.
    expect(await consentOf(shown)).toBe(true);
    expect(await consentOf(declined)).toBe(false);
    expect(await consentOf(unasked)).toBe(false);

    const { body, raw } = await page(number);
    expect(body.supporters).toEqual([
      { name: 'Sam W.', kind: 'sport_badge', at: expect.any(String) },
    ]);
    // Never the full name or an e-mail, and nothing of the fans who did not say yes.
    for (const secret of [
      'Whitfield',
      sam.user.email,
      'Quinn',
      'Private',
      'Silas',
      quiet.user.email,
    ])
      expect(raw).not.toContain(secret);
  });

  it('carries a pizza money donor’s yes the same way', async () => {
    const { user, number } = await newAthlete();
    const asker = await signedInFan('Asha', 'Asker');
    const requestId = await insertRequest(t.services.db, {
      athleteUserId: user.id,
      fanUserId: asker.user.id,
      status: 'active',
    });
    const donor = await signedInFan('Dana', 'Donor');
    const api = pizzaApi(t);
    const started = await api.donate(donor.cookie, {
      requestId,
      dollars: 5,
      publicSupporter: true,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, approveUrl } = started.json();
    await api.approve(approveUrl);
    const captured = await api.capture(donor.cookie, paymentId);
    expect(captured.statusCode, captured.body).toBe(200);

    const { body } = await page(number);
    expect(body.supporters).toEqual([
      { name: 'Dana D.', kind: 'pizza_money', at: expect.any(String) },
    ]);
  });

  it(`shows the newest ${ATHLETE_PAGE_SUPPORTERS} public supporters, newest first`, async () => {
    const { user, number } = await newAthlete();
    const db = t.services.db;
    const base = Date.UTC(2026, 5, 1);
    for (let i = 0; i < ATHLETE_PAGE_SUPPORTERS + 2; i++) {
      const fan = await createFan(db, { firstName: `Fan${i}`, lastName: `Last${i}` });
      const id = await bookFanPurchase(db, {
        kind: i % 2 ? 'endorsement' : 'seasonal_badge',
        athleteUserId: user.id,
        buyerUserId: fan.id,
        amountCents: 500,
        at: new Date(base + i * 3600_000),
      });
      await db.update(purchases).set({ publicSupporter: true }).where(eq(purchases.id, id));
    }
    const { body } = await page(number);
    expect(body.supporters.map((s) => s.name)).toEqual(
      Array.from({ length: ATHLETE_PAGE_SUPPORTERS }, (_, i) => {
        const n = ATHLETE_PAGE_SUPPORTERS + 1 - i;
        return `Fan${n} L.`;
      }),
    );
    expect(body.supporters[0]).toMatchObject({
      kind: 'endorsement',
      at: new Date(base + (ATHLETE_PAGE_SUPPORTERS + 1) * 3600_000).toISOString(),
    });
  });

  it('writes a supporter as first name and last initial, whatever the names hold', () => {
    expect(supporterName('Sam', 'Whitfield')).toBe('Sam W.');
    expect(supporterName(' Ana ', 'de la Cruz')).toBe('Ana D.');
    expect(supporterName('Zoë', 'Ørsted')).toBe('Zoë Ø.');
    expect(supporterName('Prince', '')).toBe('Prince');
  });

  it('shows the rating only when the athlete shows it and has one', async () => {
    const shown = await newAthlete({ rvRating: 4.2, showRvRating: true });
    const hidden = await newAthlete({ rvRating: 4.2, showRvRating: false });
    const none = await newAthlete({ rvRating: null, showRvRating: true });
    expect((await page(shown.number)).body.rating).toBe(4.2);
    expect((await page(hidden.number)).body.rating).toBeNull();
    expect((await page(none.number)).body.rating).toBeNull();
  });

  it('shows the social links the athlete set, in platform order', async () => {
    const { number } = await newAthlete({
      socialMedia: [
        { name: 'Twitter', url: 'https://twitter.com/maya' },
        { name: 'Instagram', url: 'https://instagram.com/maya' },
      ],
    });
    expect((await page(number)).body.socialMedia).toEqual([
      { name: 'Instagram', url: 'https://instagram.com/maya' },
      { name: 'Twitter', url: 'https://twitter.com/maya' },
    ]);
  });

  it(`shows the athlete's own latest ${ATHLETE_PAGE_POSTS} posts, not the news or another athlete's`, async () => {
    const { user, number } = await newAthlete();
    const other = await newAthlete();
    const db = t.services.db;
    const post = (authorUserId: string, title: string, day: number, type: 'athlete' | 'admin') => ({
      type,
      authorUserId,
      title,
      category: 'what',
      descriptionHtml: `<p>${title}</p>`,
      createdAt: new Date(Date.UTC(2026, 4, day)),
    });
    await db
      .insert(blogPosts)
      .values([
        post(user.id, 'Oldest', 1, 'athlete'),
        post(user.id, 'Second', 2, 'athlete'),
        post(user.id, 'Third', 3, 'athlete'),
        post(user.id, 'Newest', 4, 'athlete'),
        post(user.id, 'A news post', 5, 'admin'),
        post(other.user.id, 'Someone else', 6, 'athlete'),
      ]);
    const { body } = await page(number);
    expect(body.posts.map((p) => p.title)).toEqual(['Newest', 'Third', 'Second']);
    expect(body.posts[0]).toMatchObject({
      category: 'what',
      descriptionHtml: '<p>Newest</p>',
      imageUrl: null,
      createdAt: '2026-05-04T00:00:00.000Z',
    });
    expect((await page(other.number)).body.posts.map((p) => p.title)).toEqual(['Someone else']);
    // An athlete with no posts: an empty list, which the page hides.
    expect((await page((await newAthlete()).number)).body.posts).toEqual([]);
  });
});
