import { CONTEST_VOTES_PER_ADDRESS_PER_HOUR, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests, contestVotes } from '../../db/schema';
import { createFan, createUser, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContest, insertEntryWithVideos } from './contest-test-helpers';

const m = messages.contests;

// On PostgreSQL the 50 parallel votes run side by side and only the unique index keeps them to
// one row; on PGlite they run one at a time and check the same answers.
describe('fans vote for contest videos', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test votes from its own network address, so the per-address limit is its own. */
  const nextAddress = () => `10.37.${++address}.1`;
  const vote = (videoId: string, cookie: string | null, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fan/contests/videos/${videoId}/votes`,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });
  const myVotes = (contestId: string, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/fan/contests/${contestId}/votes`,
      headers: { cookie },
    });

  async function videoInContest(over: Parameters<typeof insertContest>[1] = {}) {
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador', ...over });
    const athlete = await createUser(t.services.db, { role: 'athlete' });
    const { video } = await insertEntryWithVideos(t.services.db, contest.id, athlete.id);
    return { contest, video };
  }
  async function confirmedFan() {
    const fan = await createFan(t.services.db, { emailConfirmed: true });
    return { fan, cookie: await sessionCookie(t.services.db, fan.id) };
  }
  const votesOf = (videoId: string) =>
    t.services.db.select().from(contestVotes).where(eq(contestVotes.videoId, videoId));

  it('counts a confirmed fan’s first vote (201) and answers the second with 200, not counted', async () => {
    const { contest, video } = await videoInContest();
    const { fan, cookie } = await confirmedFan();
    const ip = nextAddress();
    const first = await vote(video.id, cookie, ip);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ counted: true, message: m.voted });
    const second = await vote(video.id, cookie, ip);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ counted: false, message: m.alreadyVoted });
    const rows = await votesOf(video.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fanUserId: fan.id, contestId: contest.id, round: 1 });

    const mine = await myVotes(contest.id, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ round: 1, videoIds: [video.id] });
  });

  it('records the vote in the contest’s current round: round 2 takes a new vote', async () => {
    const { contest, video } = await videoInContest({ rounds: 2 });
    const { cookie } = await confirmedFan();
    const ip = nextAddress();
    expect((await vote(video.id, cookie, ip)).statusCode).toBe(201);
    await t.services.db
      .update(contests)
      .set({ currentRound: 2, roundTwoAt: new Date() })
      .where(eq(contests.id, contest.id));
    expect((await myVotes(contest.id, cookie)).json()).toEqual({ round: 2, videoIds: [] });
    expect((await vote(video.id, cookie, ip)).statusCode).toBe(201);
    expect((await votesOf(video.id)).map((v) => v.round).sort()).toEqual([1, 2]);
  });

  it('refuses an unconfirmed fan with 403, and a closed contest with 409', async () => {
    const { video } = await videoInContest();
    const unconfirmed = await createFan(t.services.db);
    const refused = await vote(
      video.id,
      await sessionCookie(t.services.db, unconfirmed.id),
      nextAddress(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.confirmEmailToVote);

    const { cookie } = await confirmedFan();
    for (const status of ['admin_action_pending', 'completed', 'rewarded'] as const) {
      const closed = await videoInContest({ status });
      const res = await vote(closed.video.id, cookie, nextAddress());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(m.votingClosed);
    }
    // Past its end day, an active contest takes no vote either.
    const ended = await videoInContest();
    await t.services.db
      .update(contests)
      .set({ startDate: '2020-01-01', endDate: '2020-01-31' })
      .where(eq(contests.id, ended.contest.id));
    expect((await vote(ended.video.id, cookie, nextAddress())).statusCode).toBe(409);
    expect(await votesOf(video.id)).toHaveLength(0);
  });

  it('is for fans: 401 signed out, 403 for an athlete, 404 for no such video or contest', async () => {
    const { video } = await videoInContest();
    expect((await vote(video.id, null, nextAddress())).statusCode).toBe(401);
    const athlete = await createUser(t.services.db, { role: 'athlete' });
    const asAthlete = await vote(
      video.id,
      await sessionCookie(t.services.db, athlete.id),
      nextAddress(),
    );
    expect(asAthlete.statusCode).toBe(403);
    const { cookie } = await confirmedFan();
    const missing = await vote('00000000-0000-4000-8000-000000000000', cookie, nextAddress());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(m.videoNotFound);
    expect((await vote('not-a-uuid', cookie, nextAddress())).statusCode).toBe(400);
    expect((await myVotes('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
  });

  it('limits votes per network address (429 with the catalogue’s message)', async () => {
    const { video } = await videoInContest();
    const { cookie } = await confirmedFan();
    const ip = nextAddress();
    for (let i = 0; i < CONTEST_VOTES_PER_ADDRESS_PER_HOUR; i++) {
      const res = await vote(video.id, cookie, ip);
      expect([200, 201]).toContain(res.statusCode);
    }
    const refused = await vote(video.id, cookie, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManyVotes);
    // Another network is counted apart.
    expect((await vote(video.id, cookie, nextAddress())).statusCode).toBe(200);
  });

  it('counts 50 parallel votes of one fan for one video once, without an error', async () => {
    const { contest, video } = await videoInContest();
    const { fan, cookie } = await confirmedFan();
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => vote(video.id, cookie, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const rows = await t.services.db
      .select()
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, contest.id), eq(contestVotes.fanUserId, fan.id)));
    expect(rows).toHaveLength(1);
  });
});
