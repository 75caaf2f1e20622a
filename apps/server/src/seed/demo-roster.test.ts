import { createHash } from 'node:crypto';
import {
  HOME_ATHLETES_LIMIT,
  PURCHASE_KINDS,
  type TAthletePage,
  type THomeAthletes,
  type TTrendingResponse,
} from '@fhp/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, blogPosts, purchases, users } from '../db/schema';
import { checkLedger } from '../platform/ledger/ledger-check';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_ROSTER } from './demo-roster';
import { seedDemo } from './seed';

const DAY = 24 * 60 * 60_000;

/**
 * The demo as `npm start` loads it (issue 33 item 8): a marketplace in use, not three accounts.
 * Read through the public endpoints where a visitor would see it.
 */
describe('the living demo', () => {
  let t: TestApp;
  let listed: {
    userId: string;
    number: number;
    type: string | null;
    sport: string | null;
    schoolId: number | null;
    schoolName: string | null;
    bio: string | null;
    photo: string | null;
    chatRate: number | null;
    badgeRate: number | null;
  }[];
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.services.db, { storage: t.services.storage, roster: true });
    listed = await t.services.db
      .select({
        userId: athleteProfiles.userId,
        number: athleteProfiles.athleteNumber,
        type: athleteProfiles.athleteType,
        sport: athleteProfiles.sport,
        schoolId: athleteProfiles.schoolId,
        schoolName: athleteProfiles.schoolName,
        bio: athleteProfiles.bio,
        photo: athleteProfiles.photoFileId,
        chatRate: athleteProfiles.chatRateCents,
        badgeRate: athleteProfiles.sportBadgeRateCents,
      })
      .from(athleteProfiles)
      .innerJoin(users, eq(users.id, athleteProfiles.userId))
      .where(and(eq(athleteProfiles.registrationStatus, 'active'), eq(users.blocked, false)));
  }, 120_000);
  afterAll(() => t.close());

  it('lists at least 40 athletes in 8 sports at 15 reference-list schools, college and high school', () => {
    expect(listed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listed.map((a) => a.sport)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(listed.map((a) => a.schoolName)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(listed.map((a) => a.type))).toEqual(new Set(['College', 'High School']));
    // Every roster school is a real row of the reference lists, not a typed name.
    const roster = listed.filter((a) => a.number > 1003);
    expect(roster).toHaveLength(DEMO_ROSTER.length);
    expect(roster.filter((a) => a.schoolId === null)).toEqual([]);
    // The demo accounts keep their numbers: 1001 is Jordan Rivera (tests, Lighthouse).
    expect(listed.find((a) => a.number === 1001)?.userId).toBeTruthy();
  });

  it('gives every listed athlete a bio and a portrait of their own, and the roster prices', async () => {
    const digests = new Set<string>();
    for (const a of listed) {
      expect(a.bio?.length, String(a.number)).toBeGreaterThan(80);
      expect(a.bio?.length).toBeLessThanOrEqual(500);
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${a.photo}` });
      expect(res.statusCode, String(a.number)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      digests.add(createHash('sha256').update(res.rawPayload).digest('hex'));
    }
    expect(digests.size).toBe(listed.length);
    expect(new Set(listed.map((a) => a.bio)).size).toBe(listed.length);
    const roster = listed.filter((a) => a.number > 1003);
    expect(roster.filter((a) => !a.badgeRate)).toEqual([]);
    // Calls are offered by most college athletes, not by every one.
    const calls = roster.filter((a) => a.chatRate).length;
    expect(calls).toBeGreaterThan(roster.length / 2);
    expect(calls).toBeLessThan(roster.length);
  });

  it('has weeks of sales, booked so the ledger balances, with supporters who agreed to be shown', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
    const rows = await t.services.db
      .select({
        athlete: purchases.athleteUserId,
        at: purchases.createdAt,
        supporter: purchases.publicSupporter,
      })
      .from(purchases);
    const sellers = new Set(rows.map((r) => r.athlete));
    for (const a of listed) expect(sellers.has(a.userId), String(a.number)).toBe(true);
    const oldest = Math.min(...rows.map((r) => r.at.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(21 * DAY);
    const supporters = rows.filter((r) => r.supporter).length;
    expect(supporters).toBeGreaterThan(rows.length / 3);
    expect(supporters).toBeLessThan(rows.length);
    const [posts] = await t.services.db
      .select({ n: sql<number>`count(distinct ${blogPosts.authorUserId})::int` })
      .from(blogPosts)
      .where(and(eq(blogPosts.type, 'athlete'), gte(blogPosts.createdAt, new Date(0))));
    expect(posts?.n).toBeGreaterThanOrEqual(5);
  });

  it('fills every trending tab with several athletes, and both /home rows with different ones', async () => {
    const trending = (await t.app.inject({ method: 'GET', url: '/api/trending' })).json();
    for (const kind of PURCHASE_KINDS) {
      expect((trending as TTrendingResponse).lists[kind].length, kind).toBeGreaterThanOrEqual(3);
    }
    const home = (await t.app.inject({ method: 'GET', url: '/api/home/athletes' })).json();
    const { trending: hot, newest } = home as THomeAthletes;
    expect(hot).toHaveLength(HOME_ATHLETES_LIMIT);
    expect(newest).toHaveLength(HOME_ATHLETES_LIMIT);
    const numbers = [...hot, ...newest].map((a) => a.athleteNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...hot, ...newest].every((a) => a.photoUrl)).toBe(true);
  });

  it("shows a roster athlete's page with the offers set", async () => {
    const popular = listed.find((a) => a.sport === 'Basketball' && a.number > 1003);
    const res = await t.app.inject({ method: 'GET', url: `/api/athletes/${popular?.number}` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as TAthletePage;
    expect(page.offers.sportBadge?.priceCents).toBeGreaterThan(0);
    expect(page.offers.call?.ratePerMinuteCents).toBeGreaterThan(0);
    expect(page.offers.seasonalBadges.length).toBeGreaterThan(0);
    expect(page.offers.talkingBadges.length).toBeGreaterThan(0);
  });
});
