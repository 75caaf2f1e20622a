import { consoleContestsTexts as ct, messages } from '@fhp/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  auditLog,
  contestSchools,
  contests,
  contestVotes,
  emailOutbox,
  notifications,
  schools,
} from '../../db/schema';
import { createAdmin, createFan, createUser, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContest, insertEntryWithVideos, insertVote } from '../contests/contest-test-helpers';

const m = messages.contests;

describe('console: contests', () => {
  let t: TestApp;
  let admin: { id: string; email: string };
  let cookie: string;
  let schoolIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'ops-contests@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
    schoolIds = (await t.services.db.select({ id: schools.id }).from(schools).limit(3)).map(
      (s) => s.id,
    );
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const sportContest = (over: object = {}) => ({
    kind: 'sport',
    title: 'Spring Basketball Cup',
    description: 'Schools of Florida',
    organizerName: 'Coastal Sports League',
    organizerEmail: 'League@Example.com',
    sport: 'Basketball',
    schoolIds: schoolIds.slice(0, 2),
    startDate: day(0),
    endDate: day(30),
    rounds: 2,
    ...over,
  });
  const auditOf = (action: string, subjectId: string) =>
    t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

  it('is for operators only', async () => {
    const fan = await createFan(t.services.db);
    const athlete = await createUser(t.services.db);
    for (const user of [fan, athlete]) {
      const as = await sessionCookie(t.services.db, user.id);
      expect((await send('GET', '/api/console/contests', undefined, as)).statusCode).toBe(403);
      expect((await send('POST', '/api/console/contests', sportContest(), as)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/console/contests' })).statusCode).toBe(
      401,
    );
  });

  it('creates a sport contest with its schools accepted, audited, and tells nobody', async () => {
    const [mails] = await t.services.db.select({ n: count() }).from(emailOutbox);
    const [bells] = await t.services.db.select({ n: count() }).from(notifications);
    const res = await send('POST', '/api/console/contests', sportContest());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(m.contestCreated);
    expect(body.contest).toMatchObject({
      kind: 'sport',
      sport: 'Basketball',
      status: 'active',
      rounds: 2,
      currentRound: 1,
      organizerEmail: 'league@example.com',
      buyingEndDate: null,
    });
    const entries = await t.services.db
      .select()
      .from(contestSchools)
      .where(eq(contestSchools.contestId, body.contest.id));
    expect(entries.map((e) => e.status)).toEqual(['accepted', 'accepted']);
    expect(await auditOf('contest.create', body.contest.id)).toHaveLength(1);
    const [mailsAfter] = await t.services.db.select({ n: count() }).from(emailOutbox);
    const [bellsAfter] = await t.services.db.select({ n: count() }).from(notifications);
    expect(mailsAfter?.n).toBe(mails?.n);
    expect(bellsAfter?.n).toBe(bells?.n);

    const detail = await send('GET', `/api/console/contests/${body.contest.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().schools).toHaveLength(2);
  });

  it('refuses bad dates, a sport contest without sport or schools, and an unknown sport', async () => {
    const cases: [object, string][] = [
      [{ startDate: day(10), endDate: day(1) }, m.datesInvalid],
      [{ sport: null }, m.sportRequired],
      [{ schoolIds: [] }, m.schoolsRequired],
      [{ sport: 'Underwater Chess' }, ct.sportUnknown],
      [{ schoolIds: [999_999_999] }, ct.schoolNotFound],
      [{ buyingEndDate: day(5) }, ct.buyingEndOnlyBrand],
    ];
    for (const [over, message] of cases) {
      const res = await send('POST', '/api/console/contests', sportContest(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const brand = await send(
      'POST',
      '/api/console/contests',
      sportContest({
        kind: 'brand_ambassador',
        sport: null,
        schoolIds: [],
        buyingEndDate: day(40),
      }),
    );
    expect(brand.statusCode).toBe(400);
    expect(brand.json().error.message).toBe(m.datesInvalid);
  });

  it('lists by kind and status, and edits texts and dates', async () => {
    const brand = await send(
      'POST',
      '/api/console/contests',
      sportContest({
        kind: 'brand_ambassador',
        title: 'Brand list test',
        sport: null,
        schoolIds: [],
        buyingEndDate: day(20),
        rounds: 1,
      }),
    );
    expect(brand.statusCode, brand.body).toBe(200);
    const id = brand.json().contest.id;
    const list = await send('GET', '/api/console/contests?kind=brand_ambassador&status=active');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; kind: string; status: string }[];
    expect(items.some((i) => i.id === id)).toBe(true);
    expect(items.every((i) => i.kind === 'brand_ambassador' && i.status === 'active')).toBe(true);
    const completed = await send('GET', '/api/console/contests?status=completed');
    expect(completed.json().items.some((i: { id: string }) => i.id === id)).toBe(false);

    const edit = await send('PUT', `/api/console/contests/${id}`, {
      title: 'Brand list test (edited)',
      description: 'New words',
      organizerName: 'Brand Co',
      organizerEmail: 'brand@example.com',
      startDate: day(1),
      endDate: day(31),
      buyingEndDate: day(25),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().contest).toMatchObject({
      title: 'Brand list test (edited)',
      buyingEndDate: day(25),
      kind: 'brand_ambassador',
    });
    expect(await auditOf('contest.update', id)).toHaveLength(1);
    const bad = await send('PUT', `/api/console/contests/${id}`, {
      title: 'x',
      organizerName: 'Brand Co',
      organizerEmail: 'brand@example.com',
      startDate: day(5),
      endDate: day(1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.datesInvalid);
  });

  it('moves the status forward only, and starts round 2 once', async () => {
    const contest = await insertContest(t.services.db, { rounds: 2 });
    const url = `/api/console/contests/${contest.id}`;
    const round = await send('POST', `${url}/round-two`);
    expect(round.statusCode, round.body).toBe(200);
    expect(round.json().message).toBe(m.roundMoved);
    const [row] = await t.services.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row?.currentRound).toBe(2);
    expect(row?.roundTwoAt).toBeInstanceOf(Date);
    const again = await send('POST', `${url}/round-two`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyInRoundTwo);
    const single = await insertContest(t.services.db, { rounds: 1 });
    const one = await send('POST', `/api/console/contests/${single.id}/round-two`);
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe(m.noSecondRound);

    const forward = await send('POST', `${url}/status`, { status: 'completed' });
    expect(forward.statusCode, forward.body).toBe(200);
    expect(forward.json().contest.status).toBe('completed');
    for (const status of ['active', 'admin_action_pending', 'completed']) {
      const back = await send('POST', `${url}/status`, { status });
      expect(back.statusCode).toBe(409);
      expect(back.json().error.message).toBe(m.statusBackwards);
    }
    expect(await auditOf('contest.status', contest.id)).toHaveLength(1);
    expect(await auditOf('contest.round-two', contest.id)).toHaveLength(1);
  });

  it('adds a school entry and decides it once', async () => {
    const contest = await insertContest(t.services.db);
    const [schoolId] = schoolIds;
    const add = await send('POST', `/api/console/contests/${contest.id}/schools`, { schoolId });
    expect(add.statusCode, add.body).toBe(200);
    const school = add.json().school;
    expect(school).toMatchObject({ schoolId, status: 'pending' });
    const twice = await send('POST', `/api/console/contests/${contest.id}/schools`, { schoolId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ct.schoolAlreadyEntered);

    const decide = (decision: string) =>
      send('POST', `/api/console/contest-schools/${school.id}/decision`, { decision });
    const accepted = await decide('accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().school).toMatchObject({ status: 'accepted', decidedBy: admin.email });
    const declined = await decide('decline');
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.message).toBe(m.schoolAlreadyDecided);
    const [row] = await t.services.db
      .select()
      .from(contestSchools)
      .where(eq(contestSchools.id, school.id));
    expect(row?.status).toBe('accepted');
    expect(await auditOf('contest-school.accept', school.id)).toHaveLength(1);

    const brand = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const wrong = await send('POST', `/api/console/contests/${brand.id}/schools`, { schoolId });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(m.wrongKind);
    const missing = await send(
      'POST',
      '/api/console/contest-schools/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'accept' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('finds schools by name for the picker', async () => {
    const [school] = await t.services.db.select().from(schools).limit(1);
    if (!school) throw new Error('no school');
    const res = await send(
      'GET',
      `/api/console/contest-school-options?search=${encodeURIComponent(school.name.slice(0, 6))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.some((s: { id: number }) => s.id === school.id)).toBe(true);
  });

  it('records rewards once the contest is completed, by e-mail or athlete id, one per recipient', async () => {
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const athlete = await createUser(t.services.db, { firstName: 'Rae', lastName: 'Moss' });
    const fan = await createFan(t.services.db, { firstName: 'Tom', lastName: 'Bell' });
    const { video } = await insertEntryWithVideos(t.services.db, contest.id, athlete.id);
    await insertVote(t.services.db, contest.id, video.id, fan.id);
    const url = `/api/console/contests/${contest.id}/rewards`;
    const early = await send('POST', url, { recipient: fan.email, amountCents: 5000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.rewardOnlyCompleted);
    await t.services.db
      .update(contests)
      .set({ status: 'completed' })
      .where(eq(contests.id, contest.id));

    const [profile] = await t.services.db
      .select({ n: athleteProfiles.athleteNumber })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, athlete.id));
    const byNumber = await send('POST', url, {
      recipient: String(profile?.n),
      amountCents: 10000,
      note: 'First place',
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().message).toBe(m.rewardRecorded);
    expect(byNumber.json().reward).toMatchObject({ amountCents: 10000, recipientName: 'Rae Moss' });
    const first = await send('POST', url, {
      recipient: fan.email.toUpperCase(),
      amountCents: 2000,
    });
    expect(first.statusCode, first.body).toBe(200);
    const corrected = await send('POST', url, { recipient: fan.email, amountCents: 2500 });
    expect(corrected.json().reward.amountCents).toBe(2500);
    const unknown = await send('POST', url, { recipient: 'nobody@nowhere.test', amountCents: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(ct.recipientUnknown);

    const detail = (await send('GET', `/api/console/contests/${contest.id}`)).json();
    expect(detail.rewards.map((r: { amountCents: number }) => r.amountCents)).toEqual([
      10000, 2500,
    ]);
    const board = (await send('GET', `/api/console/contests/${contest.id}/board`)).json();
    expect(board.rounds[0].athletes[0].rewardCents).toBe(10000);
    expect(board.fans[0].rewardCents).toBe(2500);
    expect(await auditOf('contest.reward', contest.id)).toHaveLength(3);
  });

  it('lists votes per video and per fan, and voids a fan’s votes with the board recomputed', async () => {
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const ana = await createUser(t.services.db, { firstName: 'Ana', lastName: 'Ruiz' });
    const ben = await createUser(t.services.db, { firstName: 'Ben', lastName: 'Cole' });
    const f1 = await createFan(t.services.db, { firstName: 'Kim', lastName: 'Lee' });
    const f2 = await createFan(t.services.db, { firstName: 'Sam', lastName: 'Fox' });
    const a = await insertEntryWithVideos(t.services.db, contest.id, ana.id);
    const b = await insertEntryWithVideos(t.services.db, contest.id, ben.id);
    await insertVote(t.services.db, contest.id, a.video.id, f1.id);
    await insertVote(t.services.db, contest.id, a.video.id, f1.id, 2);
    await insertVote(t.services.db, contest.id, b.video.id, f2.id);
    const url = `/api/console/contests/${contest.id}`;

    const boardBefore = (await send('GET', `${url}/board`)).json();
    expect(boardBefore.rounds[0].athletes[0].athleteName).toBe('Ana Ruiz');

    const votes = await send('GET', `${url}/votes`);
    expect(votes.statusCode, votes.body).toBe(200);
    expect(
      votes
        .json()
        .videos.map((v: { athleteName: string; counted: number }) => [v.athleteName, v.counted]),
    ).toEqual([
      ['Ana Ruiz', 2],
      ['Ben Cole', 1],
    ]);

    const empty = await send('POST', `${url}/fans/${f1.id}/void`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const voided = await send('POST', `${url}/fans/${f1.id}/void`, { reason: 'Bought votes' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ message: m.votesVoided(2), voided: 2 });
    const rows = await t.services.db
      .select()
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, contest.id), eq(contestVotes.fanUserId, f1.id)));
    expect(
      rows.every((r) => r.voidedAt && r.voidedBy === admin.id && r.voidReason === 'Bought votes'),
    ).toBe(true);
    const again = await send('POST', `${url}/fans/${f1.id}/void`, { reason: 'Again' });
    expect(again.json().voided).toBe(0);

    const after = (await send('GET', `${url}/votes`)).json();
    const kim = after.fans.find((f: { fanUserId: string }) => f.fanUserId === f1.id);
    expect(kim).toMatchObject({ counted: 0, voided: 2 });
    // The list counts the contest's own entries and counted votes.
    const list = (await send('GET', '/api/console/contests?kind=brand_ambassador&limit=50')).json();
    expect(list.items.find((c: { id: string }) => c.id === contest.id)).toMatchObject({
      entries: 2,
      votes: 1,
      pendingSchools: 0,
    });
    const boardAfter = (await send('GET', `${url}/board`)).json();
    expect(boardAfter.rounds[0].athletes[0]).toMatchObject({ athleteName: 'Ben Cole', votes: 1 });
    expect(boardAfter.fans.map((f: { fanName: string }) => f.fanName)).toEqual(['Sam F.']);
    const audits = await auditOf('contest.void-votes', contest.id);
    expect(audits.map((a) => a.note).sort()).toEqual(['Again', 'Bought votes']);

    const nobody = await send(
      'POST',
      `/api/console/contests/00000000-0000-4000-8000-000000000000/fans/${f1.id}/void`,
      { reason: 'x' },
    );
    expect(nobody.statusCode).toBe(404);
    // The count stays consistent with the index the boards read.
    const [counted] = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, contest.id), sql`${contestVotes.voidedAt} is null`));
    expect(counted?.n).toBe(1);
  });
});
