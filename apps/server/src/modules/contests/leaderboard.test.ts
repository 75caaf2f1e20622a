import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests, contestVotes } from '../../db/schema';
import { createFan, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertBadgeSale,
  insertContest,
  insertEntryWithVideos,
  insertVote,
} from './contest-test-helpers';

describe('contest leaderboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const board = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/public/contests/${id}/board` });

  it('is refused while a brand-ambassador contest is not complete, and a 404 for no contest', async () => {
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const res = await board(contest.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The leaderboard is shown once the contest is complete.');
    expect((await board('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('ranks athletes per round by votes and badge points, and fans overall, without voided votes', async () => {
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador', rounds: 2 });
    const ana = await createUser(t.services.db, { firstName: 'Ana', lastName: 'Lopez' });
    const ben = await createUser(t.services.db, { firstName: 'Ben', lastName: 'Okafor' });
    const fans = await Promise.all(
      ['Sam Whitfield', 'Kim Park', 'Lee Chan'].map((n) => {
        const [firstName = '', lastName = ''] = n.split(' ');
        return createFan(t.services.db, { firstName, lastName });
      }),
    );
    const [f1, f2, f3] = fans as [(typeof fans)[0], (typeof fans)[0], (typeof fans)[0]];
    const a = await insertEntryWithVideos(t.services.db, contest.id, ana.id);
    const b = await insertEntryWithVideos(t.services.db, contest.id, ben.id);
    // Round 1: Ana 2 votes, Ben 1 (plus one voided); round 2: Ben 1.
    await insertVote(t.services.db, contest.id, a.video.id, f1.id);
    await insertVote(t.services.db, contest.id, a.video.id, f2.id);
    await insertVote(t.services.db, contest.id, b.video.id, f1.id);
    await insertVote(t.services.db, contest.id, b.video.id, f3.id);
    await t.services.db
      .update(contestVotes)
      .set({ voidedAt: new Date(), voidReason: 'test' })
      .where(eq(contestVotes.fanUserId, f3.id));
    await insertVote(t.services.db, contest.id, b.video.id, f2.id, 2);
    // Ben's $20 badge bought by Lee in round 1: 20 points to both.
    await insertBadgeSale(t.services.db, {
      contestId: contest.id,
      athleteUserId: ben.id,
      fanUserId: f3.id,
      priceCents: 2000,
    });
    await t.services.db
      .update(contests)
      .set({ status: 'completed' })
      .where(eq(contests.id, contest.id));

    const res = await board(contest.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const round1 = body.rounds[0].athletes.map(
      (r: { athleteName: string; votes: number; points: number }) => [
        r.athleteName,
        r.votes,
        r.points,
      ],
    );
    expect(round1).toEqual([
      ['Ben Okafor', 1, 21],
      ['Ana Lopez', 2, 2],
    ]);
    const round2 = body.rounds[1].athletes.map(
      (r: { athleteName: string; votes: number; points: number }) => [
        r.athleteName,
        r.votes,
        r.points,
      ],
    );
    expect(round2).toEqual([
      ['Ben Okafor', 1, 1],
      ['Ana Lopez', 0, 0],
    ]);
    const fanRows = body.fans.map((r: { fanName: string; points: number }) => [
      r.fanName,
      r.points,
    ]);
    expect(fanRows[0]).toEqual(['Lee C.', 20]);
    // Kim and Sam tie (2 votes each): the order between them is the board's tiebreak (an id).
    expect(fanRows.slice(1).sort()).toEqual([
      ['Kim P.', 2],
      ['Sam W.', 2],
    ]);
  });
});
