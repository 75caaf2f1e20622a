import { messages } from '@fhp/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestBadges, contestEntries, contests, files } from '../../db/schema';
import { png, sendForm, type Upload } from '../../test/badges';
import { createFan, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertBadgeSale,
  insertContest,
  insertContestSchool,
  insertEntryWithVideos,
  insertSchool,
  insertVote,
  setAthleteSchool,
} from './contest-test-helpers';

const m = messages.contests;

describe('sport contests (the athlete’s SPORT CONTEST tab)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.services.db;
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
  const list = (cookie: string, query = '') => get(`/api/sport-contests${query}`, cookie);

  /** An athlete of a new school (Basketball) with a signed-in cookie. */
  async function athleteOfSchool(sport = 'Basketball') {
    const school = await insertSchool(db());
    const me = await signedInUser(db(), { firstName: 'Ana', lastName: 'Lopez' });
    await setAthleteSchool(db(), me.user.id, school.id, sport);
    return { ...me, school };
  }

  /** A sport contest with the school's entry (accepted unless told). */
  async function contestOf(
    schoolId: number,
    over: Parameters<typeof insertContest>[1] = {},
    status: 'pending' | 'accepted' | 'declined' = 'accepted',
  ) {
    const contest = await insertContest(db(), over);
    await insertContestSchool(db(), contest.id, schoolId, status);
    return contest;
  }

  it('lists the active contests of my sport whose entry for my own school is accepted', async () => {
    const me = await athleteOfSchool();
    const otherSchool = await insertSchool(db());
    const mine = await contestOf(me.school.id);
    await contestOf(me.school.id, {}, 'pending');
    await contestOf(me.school.id, {}, 'declined');
    await contestOf(otherSchool.id);
    await contestOf(me.school.id, { sport: 'Soccer' });
    await contestOf(me.school.id, { kind: 'brand_ambassador' });
    const done = await contestOf(me.school.id, { status: 'completed' });

    const all = await list(me.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect(all.json().items[0]).toMatchObject({
      number: mine.number,
      startDate: mine.startDate,
      endDate: mine.endDate,
      participated: false,
    });
    expect(all.json().nextCursor).toBeNull();
    const completed = await list(me.cookie, '?tab=completed');
    expect(completed.json().items.map((r: { id: string }) => r.id)).toEqual([done.id]);
  });

  it('lists the completed tab with admin action pending, completed and rewarded, newest first', async () => {
    const me = await athleteOfSchool();
    const a = await contestOf(me.school.id, { status: 'admin_action_pending' });
    const b = await contestOf(me.school.id, { status: 'completed' });
    const c = await contestOf(me.school.id, { status: 'rewarded' });
    await contestOf(me.school.id, { status: 'active' });
    const res = await list(me.cookie, '?tab=completed');
    expect(res.json().items.map((r: { id: string }) => r.id)).toEqual([c.id, b.id, a.id]);
  });

  it('lists nothing for an athlete with no school, and refuses a bad cursor or tab with a 400', async () => {
    const me = await signedInUser(db());
    await setAthleteSchool(db(), me.user.id, null);
    expect((await list(me.cookie)).json()).toEqual({ items: [], nextCursor: null });
    expect((await list(me.cookie, '?cursor=nonsense')).statusCode).toBe(400);
    expect((await list(me.cookie, '?tab=other')).statusCode).toBe(400);
  });

  it('pages 5 at a time with Load More (keyset cursor), each contest once', async () => {
    const me = await athleteOfSchool();
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await contestOf(me.school.id)).id);
    const first = (await list(me.cookie)).json();
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(me.cookie, `?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((r: { id: string }) => r.id);
    expect(seen).toEqual([...made].reverse());
  });

  it('participates once: a pending entry with my school, then participated; a second time is a 409', async () => {
    const me = await athleteOfSchool();
    const contest = await contestOf(me.school.id);
    const res = await post(`/api/sport-contests/${contest.id}/participate`, me.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Participated in contest successfully!');
    expect(res.json().row).toMatchObject({ id: contest.id, participated: true });
    const [entry] = await db()
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    expect(entry).toMatchObject({
      athleteUserId: me.user.id,
      status: 'pending',
      schoolId: me.school.id,
    });
    expect((await list(me.cookie)).json().items[0].participated).toBe(true);

    const again = await post(`/api/sport-contests/${contest.id}/participate`, me.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyParticipating);
  });

  it('counts one entry when the same athlete participates twice at once', async () => {
    const me = await athleteOfSchool();
    const contest = await contestOf(me.school.id);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/api/sport-contests/${contest.id}/participate`, me.cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await db()
      .select({ n: count() })
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id));
    expect(row?.n).toBe(1);
  });

  it('refuses another school, another sport, an entry not accepted, a closed contest and a brand contest', async () => {
    const me = await athleteOfSchool();
    const otherSchool = await insertSchool(db());
    const participate = (id: string) => post(`/api/sport-contests/${id}/participate`, me.cookie);

    for (const contest of [
      await contestOf(otherSchool.id),
      await contestOf(me.school.id, { sport: 'Soccer' }),
      await contestOf(me.school.id, {}, 'pending'),
    ]) {
      const res = await participate(contest.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(m.notYourSchool);
    }
    const closed = await participate((await contestOf(me.school.id, { status: 'completed' })).id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(m.notOpen);
    const brand = await participate(
      (await contestOf(me.school.id, { kind: 'brand_ambassador' })).id,
    );
    expect(brand.statusCode).toBe(409);
    expect(brand.json().error.message).toBe(m.wrongKind);
    expect((await participate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [row] = await db()
      .select({ n: count() })
      .from(contestEntries)
      .where(eq(contestEntries.athleteUserId, me.user.id));
    expect(row?.n).toBe(0);
  });

  it('refuses an athlete who changed school since the list was read', async () => {
    const me = await athleteOfSchool();
    const contest = await contestOf(me.school.id);
    const moved = await insertSchool(db());
    await setAthleteSchool(db(), me.user.id, moved.id);
    const res = await post(`/api/sport-contests/${contest.id}/participate`, me.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('shows the details: organizer, school entries, athletes and fans (first name, last initial, votes)', async () => {
    const me = await athleteOfSchool();
    const rival = await insertSchool(db(), 'Rival College');
    const contest = await contestOf(me.school.id, { status: 'completed' });
    await insertContestSchool(db(), contest.id, rival.id, 'pending');
    const { video } = await insertEntryWithVideos(
      db(),
      contest.id,
      me.user.id,
      ['dQw4w9WgXcQ'],
      'pending',
    );
    await db()
      .update(contestEntries)
      .set({ schoolId: me.school.id })
      .where(eq(contestEntries.contestId, contest.id));
    const sam = await createFan(db(), { firstName: 'Sam', lastName: 'whitfield' });
    const kim = await createFan(db(), { firstName: 'Kim', lastName: 'Park' });
    const lee = await createFan(db(), { firstName: 'Lee', lastName: 'Chan' });
    await insertVote(db(), contest.id, video.id, sam.id, 1);
    await insertVote(db(), contest.id, video.id, sam.id, 2);
    await insertVote(db(), contest.id, video.id, kim.id, 1);
    await insertBadgeSale(db(), {
      contestId: contest.id,
      athleteUserId: me.user.id,
      fanUserId: lee.id,
      priceCents: 1000,
    });

    const res = await get(`/api/sport-contests/${contest.id}`, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      number: contest.number,
      organizerName: 'Coastal Sports League',
      organizerEmail: 'organizer@example.com',
    });
    expect(body.schools).toEqual(
      expect.arrayContaining([
        { name: me.school.name, state: 'Florida', status: 'accepted' },
        { name: 'Rival College', state: 'Florida', status: 'pending' },
      ]),
    );
    expect(body.athletes).toEqual([
      {
        name: 'Ana Lopez',
        athleteNumber: me.user.athlete?.athleteNumber,
        school: me.school.name,
      },
    ]);
    expect(body.fans).toEqual([
      { name: 'Sam W.', votes: 2 },
      { name: 'Kim P.', votes: 1 },
      { name: 'Lee C.', votes: 0 },
    ]);
  });

  it('hides the details of a contest that is not mine (404)', async () => {
    const me = await athleteOfSchool();
    const other = await contestOf((await insertSchool(db())).id);
    const res = await get(`/api/sport-contests/${other.id}`, me.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(m.notFound);
  });

  describe('honor badge', () => {
    const form = (patch: Record<string, unknown> = {}) => ({
      description: 'MVP 2026',
      priceCents: 2000,
      ...patch,
    });
    const images = () => ({ introducingImage: png(), appealingImage: png() });
    const create = (
      cookie: string,
      contestId: string,
      data: unknown,
      files: Record<string, Upload> = images(),
    ) =>
      sendForm(t.app, 'POST', `/api/sport-contests/${contestId}/honor-badges`, cookie, data, files);
    const badgesOf = async (userId: string) =>
      db().select().from(contestBadges).where(eq(contestBadges.athleteUserId, userId));

    async function participatedIn(
      status: 'active' | 'admin_action_pending' | 'completed' | 'rewarded',
    ) {
      const me = await athleteOfSchool();
      const contest = await contestOf(me.school.id);
      expect(
        (await post(`/api/sport-contests/${contest.id}/participate`, me.cookie)).statusCode,
      ).toBe(201);
      await db().update(contests).set({ status }).where(eq(contests.id, contest.id));
      return { me, contest };
    }

    it('creates an honor badge with its two images for a completed contest I participated in', async () => {
      const { me, contest } = await participatedIn('completed');
      const res = await create(me.cookie, contest.id, form());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Create Badge Successfully');
      expect(res.json().badge).toMatchObject({
        contestId: contest.id,
        kind: 'honor',
        description: 'MVP 2026',
        priceCents: 2000,
        introducingImageUrl: expect.stringMatching(/^\/api\/files\//),
        appealingImageUrl: expect.stringMatching(/^\/api\/files\//),
      });
      const [badge] = await badgesOf(me.user.id);
      expect(badge?.kind).toBe('honor');
      const image = await t.app.inject({
        method: 'GET',
        url: res.json().badge.introducingImageUrl,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/png/);

      // Admin action pending and rewarded too; a custom whole-dollar price in range.
      for (const status of ['admin_action_pending', 'rewarded'] as const) {
        const other = await participatedIn(status);
        const ok = await create(other.me.cookie, other.contest.id, form({ priceCents: 1700 }));
        expect(ok.statusCode, ok.body).toBe(201);
      }
    });

    it('refuses a description over 14, a price outside the choices, a missing or non-image file, and stores nothing', async () => {
      const { me, contest } = await participatedIn('completed');
      const long = await create(me.cookie, contest.id, form({ description: 'Fifteen chars!!' }));
      expect(long.statusCode).toBe(400);
      expect(long.json().error.fields.description).toBe('Only 14 characters are allowed');
      for (const priceCents of [1500, 100_100, 1750]) {
        const res = await create(me.cookie, contest.id, form({ priceCents }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.priceCents).toBe(m.priceInvalid);
      }
      const noPrice = await create(me.cookie, contest.id, form({ priceCents: '' }));
      expect(noPrice.json().error.fields.priceCents).toBe(m.priceRequired);
      const oneImage = await create(me.cookie, contest.id, form(), { introducingImage: png() });
      expect(oneImage.statusCode).toBe(400);
      expect(oneImage.json().error.fields.appealingImage).toBe(m.badgeImageRequired);
      const text = await create(me.cookie, contest.id, form(), {
        introducingImage: png(),
        appealingImage: {
          bytes: Buffer.from('not an image'),
          filename: 'a.png',
          type: 'image/png',
        },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().error.message).toBe(m.imageInvalid);
      const broken = await create(me.cookie, contest.id, '{not json');
      expect(broken.statusCode).toBe(400);
      expect(await badgesOf(me.user.id)).toHaveLength(0);
      const [stored] = await db()
        .select({ n: count() })
        .from(files)
        .where(eq(files.ownerUserId, me.user.id));
      expect(stored?.n).toBe(0);
    });

    it('refuses an active contest, a contest I did not participate in, and another school’s', async () => {
      const active = await participatedIn('active');
      const res = await create(active.me.cookie, active.contest.id, form());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(m.honorOnlyCompleted);

      const me = await athleteOfSchool();
      const notIn = await contestOf(me.school.id, { status: 'completed' });
      const refused = await create(me.cookie, notIn.id, form());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(m.notParticipating);

      // Participated, then moved to another school: no longer theirs.
      const moved = await participatedIn('completed');
      await setAthleteSchool(db(), moved.me.user.id, (await insertSchool(db())).id);
      const other = await create(moved.me.cookie, moved.contest.id, form());
      expect(other.statusCode).toBe(403);
      expect(other.json().error.message).toBe(m.notYourSchool);
      expect(
        await db()
          .select()
          .from(contestBadges)
          .where(
            and(eq(contestBadges.contestId, moved.contest.id), eq(contestBadges.kind, 'honor')),
          ),
      ).toHaveLength(0);
    });
  });
});
