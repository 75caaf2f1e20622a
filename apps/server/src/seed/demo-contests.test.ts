import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  contestBadges,
  contestEntries,
  contestRewards,
  contestSchools,
  contests,
  contestVideoAthletes,
  contestVotes,
  purchases,
} from '../db/schema';
import { checkLedger } from '../platform/ledger/ledger-check';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoContests } from './demo-contests';
import { seedDemo } from './seed';

/** The demo's contests (issue 37), as the demo accounts and the console meet them. */
describe('demo contests', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const byTitle = async (title: string) => {
    const [row] = await t.services.db.select().from(contests).where(eq(contests.title, title));
    if (!row) throw new Error(`no demo contest ${title}`);
    return row;
  };
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db, { storage: t.services.storage, roster: true });
  }, 180_000);
  afterAll(() => t.close());

  it('has two contests of each kind in different states, and a second run adds none', async () => {
    const rows = await t.services.db.select().from(contests);
    expect(rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      'brand_ambassador:active',
      'brand_ambassador:rewarded',
      'sport:active',
      'sport:completed',
    ]);
    await seedDemoContests(t.services.db, ids, { storage: t.services.storage });
    const [again] = await t.services.db.select({ n: count() }).from(contests);
    expect(again?.n).toBe(4);
  });

  it('opens the active sport contest to the demo athlete, who has not entered it yet', async () => {
    const contest = await byTitle('Spring Hoops Showdown');
    const [jordan] = await t.services.db
      .select()
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, ids.athlete ?? ''));
    expect(contest.sport).toBe(jordan?.sport);
    const [entry] = await t.services.db
      .select()
      .from(contestSchools)
      .where(
        and(
          eq(contestSchools.contestId, contest.id),
          eq(contestSchools.schoolId, jordan?.schoolId ?? 0),
        ),
      );
    expect(entry?.status).toBe('accepted');
    const statuses = await t.services.db
      .select({ status: contestSchools.status })
      .from(contestSchools)
      .where(eq(contestSchools.contestId, contest.id));
    expect(statuses.some((s) => s.status === 'pending')).toBe(true);
    const mine = await t.services.db
      .select()
      .from(contestEntries)
      .where(
        and(
          eq(contestEntries.contestId, contest.id),
          eq(contestEntries.athleteUserId, ids.athlete ?? ''),
        ),
      );
    expect(mine).toHaveLength(0);
  });

  it('shows the completed sport contest’s board with the demo athlete and the rewards', async () => {
    const contest = await byTitle('Winter Hoops Classic');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/contests/${contest.id}/board`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.rounds).toHaveLength(2);
    const round1 = board.rounds[0].athletes;
    expect(round1[0]).toMatchObject({
      athleteName: 'Tyler Okafor',
      votes: 14,
      rewardCents: 30_000,
    });
    expect(
      round1.find((r: { athleteName: string }) => r.athleteName === 'Jordan Rivera'),
    ).toMatchObject({
      votes: 11,
      rewardCents: 15_000,
    });
    expect(board.rounds[1].athletes[0]).toMatchObject({ athleteName: 'Jordan Rivera', votes: 10 });
    expect(board.fans.length).toBeGreaterThan(5);
    expect(board.fans.some((f: { rewardCents: number }) => f.rewardCents === 5_000)).toBe(true);
  });

  it('leaves the active brand contest open to the demo athlete and the demo fan’s vote', async () => {
    const contest = await byTitle('Campus Ambassador: Summer Search');
    const entries = await t.services.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    expect(entries.length).toBe(3);
    expect(entries.some((e) => e.athleteUserId === ids.athlete)).toBe(false);
    const fanVotes = await t.services.db
      .select({ n: count() })
      .from(contestVotes)
      .where(eq(contestVotes.fanUserId, ids.fan ?? ''));
    expect(fanVotes[0]?.n).toBe(0);
    const [votes] = await t.services.db
      .select({ n: count() })
      .from(contestVotes)
      .where(eq(contestVotes.contestId, contest.id));
    expect(votes?.n).toBe(21);
  });

  it('gives the rewarded brand contest co-athletes, vote-getter badges with images and a booked sale', async () => {
    const contest = await byTitle('Fan Favorite Ambassador 2026');
    const badges = await t.services.db
      .select()
      .from(contestBadges)
      .where(eq(contestBadges.contestId, contest.id));
    expect(badges).toHaveLength(2);
    expect(badges.every((b) => b.introFileId && b.appealFileId)).toBe(true);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/files/${badges[0]?.introFileId}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const sales = await t.services.db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.kind, 'contest_badge'),
          inArray(
            purchases.itemId,
            badges.map((b) => b.id),
          ),
        ),
      );
    expect(sales).toHaveLength(2);
    const coAthletes = await t.services.db.select({ n: count() }).from(contestVideoAthletes);
    expect(coAthletes[0]?.n).toBe(3);
    const rewards = await t.services.db
      .select()
      .from(contestRewards)
      .where(eq(contestRewards.contestId, contest.id));
    expect(rewards).toHaveLength(3);
    const board = (
      await t.app.inject({ method: 'GET', url: `/api/public/contests/${contest.id}/board` })
    ).json();
    // Hannah: 12 votes and a $20 badge; Marcus: 15 votes and a $30 badge.
    expect(
      board.rounds[0].athletes
        .slice(0, 2)
        .map((r: { athleteName: string; points: number }) => [r.athleteName, r.points]),
    ).toEqual([
      ['Marcus Bell', 45],
      ['Hannah Kowalski', 32],
    ]);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
