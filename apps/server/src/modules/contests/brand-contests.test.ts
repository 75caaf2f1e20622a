import { messages } from '@fhp/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestBadges,
  contestEntries,
  contestVideoAthletes,
  contestVideos,
  contestVotes,
  fanNotifications,
  files,
  notifications,
} from '../../db/schema';
import { png, sendForm, type Upload } from '../../test/badges';
import {
  bookFanPurchase,
  createFan,
  createUser,
  sessionCookie,
  signedInUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { script } from '../../test/uploads';
import { fanOutNewItem } from '../notifications/fan-notifications';
import { insertContest, insertEntryWithVideos, insertVote } from './contest-test-helpers';

const m = messages.contests;
const RICK = 'dQw4w9WgXcQ';
const OTHER = 'jNQXAC9IVRw';

describe('brand ambassador tab', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const api = {
    list: (cookie: string, cursor?: string) =>
      call('GET', `/api/athlete/brand-contests${cursor ? `?cursor=${cursor}` : ''}`, cookie),
    enroll: (cookie: string, contestId: string) =>
      call('POST', `/api/athlete/brand-contests/${contestId}/enroll`, cookie),
    leave: (cookie: string, entryId: string) =>
      call('DELETE', `/api/athlete/contest-entries/${entryId}`, cookie),
    videos: (cookie: string, entryId: string, urls: string[]) =>
      call('PUT', `/api/athlete/contest-entries/${entryId}/videos`, cookie, { urls }),
    lookup: (cookie: string, number: number | string) =>
      call('GET', `/api/athlete/contest-athletes/${number}`, cookie),
    addAthlete: (cookie: string, entryId: string, athleteNumber: number) =>
      call('POST', `/api/athlete/contest-entries/${entryId}/co-athletes`, cookie, {
        athleteNumber,
      }),
    removeAthlete: (cookie: string, entryId: string, athleteNumber: number) =>
      call(
        'DELETE',
        `/api/athlete/contest-entries/${entryId}/co-athletes/${athleteNumber}`,
        cookie,
      ),
    badge: (
      cookie: string,
      entryId: string,
      data: unknown = { description: 'Vote for me', priceCents: 2000 },
      images: Record<string, Upload> = { introducingImage: png(), appealingImage: png() },
    ) =>
      sendForm(
        t.app,
        'POST',
        `/api/athlete/contest-entries/${entryId}/vote-getter-badges`,
        cookie,
        data,
        images,
      ),
  };

  async function enrolled() {
    const me = await signedInUser(t.services.db, { firstName: 'Ana', lastName: 'Diaz' });
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const res = await api.enroll(me.cookie, contest.id);
    expect(res.statusCode).toBe(201);
    return { me, contest, entryId: res.json().entry.id as string };
  }
  const athleteNumberOf = (u: Awaited<ReturnType<typeof createUser>>) =>
    u.athlete?.athleteNumber ?? 0;
  const fanNotes = async (athleteUserId: string, type: string) =>
    t.services.db
      .select()
      .from(fanNotifications)
      .where(
        and(eq(fanNotifications.athleteUserId, athleteUserId), eq(fanNotifications.type, type)),
      );

  it('lists brand-ambassador contests of every status, newest first, 5 a page, with my entry', async () => {
    const me = await signedInUser(t.services.db);
    const made = [];
    for (const status of [
      'active',
      'completed',
      'rewarded',
      'admin_action_pending',
      'active',
      'active',
    ] as const) {
      made.push(await insertContest(t.services.db, { kind: 'brand_ambassador', status }));
    }
    await insertContest(t.services.db, { kind: 'sport' });
    const newest = made[made.length - 1];
    if (!newest) throw new Error('no contest');
    const { entry, video } = await insertEntryWithVideos(t.services.db, newest.id, me.user.id, [
      RICK,
      OTHER,
    ]);
    const co = await createUser(t.services.db, { firstName: 'Ben', lastName: 'Lee' });
    await t.services.db
      .insert(contestVideoAthletes)
      .values({ videoId: video.id, athleteUserId: co.id });
    await t.services.db.insert(contestBadges).values({
      contestId: newest.id,
      athleteUserId: me.user.id,
      kind: 'vote_getter',
      description: 'Mine',
      priceCents: 1000,
    });

    const first = await api.list(me.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(
      page.items.every((r: { contest: { kind: string } }) => r.contest.kind === 'brand_ambassador'),
    ).toBe(true);
    expect(page.items[0].contest.id).toBe(newest.id);
    expect(page.items[0].entry).toEqual({
      id: entry.id,
      status: 'enrolled',
      createdAt: expect.any(String),
      videoIds: [RICK, OTHER],
      coAthletes: [{ athleteNumber: athleteNumberOf(co), name: 'Ben Lee' }],
      voteGetterBadges: 1,
    });
    expect(page.items[1].entry).toBeNull();
    // Keyset pages: nothing repeats, nothing skipped, until the end.
    const seen = new Set<string>(page.items.map((r: { contest: { id: string } }) => r.contest.id));
    let cursor: string | null = page.nextCursor;
    while (cursor) {
      const next = (await api.list(me.cookie, cursor)).json();
      for (const r of next.items) {
        expect(seen.has(r.contest.id)).toBe(false);
        seen.add(r.contest.id);
      }
      cursor = next.nextCursor;
    }
    for (const c of made) expect(seen.has(c.id)).toBe(true);
    expect((await api.list(me.cookie, 'not-a-cursor')).statusCode).toBe(400);
  });

  it('enrolls once in an active brand-ambassador contest only', async () => {
    const { me, contest, entryId } = await enrolled();
    const again = await api.enroll(me.cookie, contest.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyEnrolled);
    const [row] = await t.services.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.id, entryId));
    expect(row?.status).toBe('enrolled');

    const done = await insertContest(t.services.db, {
      kind: 'brand_ambassador',
      status: 'completed',
    });
    expect((await api.enroll(me.cookie, done.id)).json().error.message).toBe(m.notOpen);
    const sport = await insertContest(t.services.db, { kind: 'sport' });
    const wrong = await api.enroll(me.cookie, sport.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(m.wrongKind);
    const unknown = await api.enroll(me.cookie, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.notFound);
    const fan = await createFan(t.services.db);
    expect(
      (await api.enroll(await sessionCookie(t.services.db, fan.id), contest.id)).statusCode,
    ).toBe(403);
  });

  it('answers the enrollment message and leaves with videos, co-athletes and votes in one go', async () => {
    const me = await signedInUser(t.services.db);
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const res = await api.enroll(me.cookie, contest.id);
    expect(res.json().message).toBe(m.enrolled);
    const entryId = res.json().entry.id;
    await api.videos(me.cookie, entryId, [`https://youtu.be/${RICK}`]);
    const co = await createUser(t.services.db);
    await api.addAthlete(me.cookie, entryId, athleteNumberOf(co));
    const [video] = await t.services.db
      .select()
      .from(contestVideos)
      .where(eq(contestVideos.entryId, entryId));
    if (!video) throw new Error('no video');
    const fan = await createFan(t.services.db);
    await insertVote(t.services.db, contest.id, video.id, fan.id);

    const left = await api.leave(me.cookie, entryId);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(m.left);
    const countOf = async (table: typeof contestVideos | typeof contestVotes) =>
      (
        await t.services.db
          .select({ n: count() })
          .from(table)
          .where(eq(table.contestId, contest.id))
      )[0]?.n;
    expect(await countOf(contestVideos)).toBe(0);
    expect(await countOf(contestVotes)).toBe(0);
    const coRows = await t.services.db
      .select()
      .from(contestVideoAthletes)
      .where(eq(contestVideoAthletes.videoId, video.id));
    expect(coRows).toHaveLength(0);
    expect((await api.leave(me.cookie, entryId)).statusCode).toBe(404);
    // Enrolled again, the athlete starts over.
    expect((await api.enroll(me.cookie, contest.id)).statusCode).toBe(201);
  });

  it('stores only YouTube ids, with the spec messages; replaces the list; tells buyers once', async () => {
    const { me, entryId } = await enrolled();
    const fan = await createFan(t.services.db);
    await bookFanPurchase(t.services.db, {
      kind: 'talking_badge',
      athleteUserId: me.user.id,
      buyerUserId: fan.id,
      amountCents: 600,
    });
    const refused = async (urls: string[], message: string) => {
      const res = await api.videos(me.cookie, entryId, urls);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields.urls).toBe(message);
    };
    await refused([], m.tooFewVideos);
    await refused(['https://vimeo.com/123'], m.youtubeOnly);
    await refused(
      [`https://youtu.be/${RICK}`, `https://www.youtube.com/watch?v=${RICK}`],
      m.duplicateVideo,
    );
    await refused(
      Array.from({ length: 9 }, (_, i) => `https://youtu.be/abcdefghij${i}`),
      m.tooManyVideos,
    );

    const added = await api.videos(me.cookie, entryId, [
      `https://www.youtube.com/watch?v=${RICK}`,
      `https://youtu.be/${OTHER}`,
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(m.videosAdded);
    expect(added.json().entry.videoIds).toEqual([RICK, OTHER]);
    const eight = Array.from({ length: 8 }, (_, i) => `https://youtu.be/abcdefghij${i}`);
    const replaced = await api.videos(me.cookie, entryId, eight);
    expect(replaced.json().entry.videoIds).toHaveLength(8);
    const stored = await t.services.db
      .select()
      .from(contestVideos)
      .where(eq(contestVideos.entryId, entryId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.videoIds).toEqual(eight.map((_, i) => `abcdefghij${i}`));

    const notes = await fanNotes(me.user.id, 'talent_contest');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.itemId).toBe(stored[0]?.id);
    const note = notes[0];
    if (!note) throw new Error('no notification');
    expect(await fanOutNewItem(t.services, note.id)).toEqual([fan.id]);
    const bell = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.id));
    expect(bell.some((n) => n.message.includes('a new talent contest'))).toBe(true);
  });

  it('looks an athlete up by id, with the spec message for an unknown id', async () => {
    const me = await signedInUser(t.services.db);
    const other = await createUser(t.services.db, { firstName: 'Cara', lastName: 'Mills' });
    const found = await api.lookup(me.cookie, athleteNumberOf(other));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ athleteNumber: athleteNumberOf(other), name: 'Cara Mills' });
    const missing = await api.lookup(me.cookie, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(m.unknownAthlete(99_999_999));
    expect((await api.lookup(me.cookie, 'abc')).statusCode).toBe(400);
    // A blocked athlete is not offered.
    const blocked = await createUser(t.services.db, { blocked: true });
    expect((await api.lookup(me.cookie, athleteNumberOf(blocked))).statusCode).toBe(404);
  });

  it('adds up to 5 co-athletes, never the owner or twice, and removes them but not the owner', async () => {
    const { me, entryId } = await enrolled();
    const others = await Promise.all(Array.from({ length: 6 }, () => createUser(t.services.db)));
    const [a, b, c, d, e, f] = others.map(athleteNumberOf) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const before = await api.addAthlete(me.cookie, entryId, a);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe(m.videosFirst);
    await api.videos(me.cookie, entryId, [`https://youtu.be/${RICK}`]);

    const added = await api.addAthlete(me.cookie, entryId, a);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(m.coAthleteAdded);
    expect(
      added.json().entry.coAthletes.map((x: { athleteNumber: number }) => x.athleteNumber),
    ).toEqual([a]);
    const twice = await api.addAthlete(me.cookie, entryId, a);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.duplicateAthlete);
    const own = await api.addAthlete(me.cookie, entryId, athleteNumberOf(me.user));
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(m.ownerNotAddable);
    const unknown = await api.addAthlete(me.cookie, entryId, 99_999_998);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.unknownAthlete(99_999_998));
    for (const n of [b, c, d, e])
      expect((await api.addAthlete(me.cookie, entryId, n)).statusCode).toBe(200);
    const sixth = await api.addAthlete(me.cookie, entryId, f);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(m.tooManyAthletes);

    const removed = await api.removeAthlete(me.cookie, entryId, b);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(m.coAthleteRemoved);
    expect(removed.json().entry.coAthletes).toHaveLength(4);
    expect((await api.removeAthlete(me.cookie, entryId, b)).json().error.message).toBe(
      m.coAthleteNotListed,
    );
    const owner = await api.removeAthlete(me.cookie, entryId, athleteNumberOf(me.user));
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.message).toBe(m.ownerNotRemovable);
    // Replacing the videos keeps the athletes on them.
    const kept = await api.videos(me.cookie, entryId, [`https://youtu.be/${OTHER}`]);
    expect(kept.json().entry.coAthletes).toHaveLength(4);
  });

  it('creates vote-getter badges: 20 characters, the price choices, two images, at most 5; tells buyers', async () => {
    const { me, contest, entryId } = await enrolled();
    const bad = async (data: unknown, field: string, message: string) => {
      const res = await api.badge(me.cookie, entryId, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    };
    await bad(
      { description: 'x'.repeat(21), priceCents: 1000 },
      'description',
      m.descriptionTooLong(20),
    );
    await bad({ description: 'Vote', priceCents: 1500 }, 'priceCents', m.priceInvalid);
    await bad({ description: 'Vote', priceCents: 100_100 }, 'priceCents', m.priceInvalid);
    await bad({ description: 'Vote', priceCents: '' }, 'priceCents', m.priceRequired);
    await bad({ description: '', priceCents: 1000 }, 'description', m.badgeDescriptionRequired);
    const noImage = await api.badge(me.cookie, entryId, undefined, { introducingImage: png() });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.fields.appealingImage).toBe(m.badgeImageRequired);
    const wrongType = await api.badge(me.cookie, entryId, undefined, {
      introducingImage: png(),
      appealingImage: { bytes: script(), filename: 'appeal.png', type: 'image/png' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe(m.imageInvalid);

    const svg: Upload = {
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20"/></svg>',
      ),
      filename: 'appeal.svg',
      type: 'image/svg+xml',
    };
    const created = await api.badge(
      me.cookie,
      entryId,
      { description: 'x'.repeat(20), priceCents: 1700 },
      { introducingImage: png(), appealingImage: svg },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(m.badgeCreated);
    const badge = created.json().badge;
    expect(badge).toMatchObject({ kind: 'vote_getter', priceCents: 1700, contestId: contest.id });
    expect(badge.appealingImageUrl).toMatch(/^\/api\/files\//);
    const image = await t.app.inject({ method: 'GET', url: badge.appealingImageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    const notes = await fanNotes(me.user.id, 'talking_contest');
    expect(notes.map((n) => n.itemId)).toEqual([badge.id]);

    for (const price of [1000, 3000, 4000, 100_000]) {
      expect(
        (await api.badge(me.cookie, entryId, { description: 'More', priceCents: price }))
          .statusCode,
      ).toBe(201);
    }
    const filesBefore = (
      await t.services.db
        .select({ n: count() })
        .from(files)
        .where(eq(files.ownerUserId, me.user.id))
    )[0]?.n;
    const sixth = await api.badge(me.cookie, entryId);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(m.tooManyBadges);
    const filesAfter = (
      await t.services.db
        .select({ n: count() })
        .from(files)
        .where(eq(files.ownerUserId, me.user.id))
    )[0]?.n;
    expect(filesAfter).toBe(filesBefore);
    expect(
      (await api.list(me.cookie))
        .json()
        .items.find((r: { contest: { id: string } }) => r.contest.id === contest.id).entry
        .voteGetterBadges,
    ).toBe(5);
  });

  it('refuses changes once the contest is no longer active, and to a sport entry', async () => {
    const { me, contest, entryId } = await enrolled();
    await t.services.db.execute(
      sql`update contests set status = 'completed' where id = ${contest.id}`,
    );
    for (const res of [
      await api.videos(me.cookie, entryId, [`https://youtu.be/${RICK}`]),
      await api.leave(me.cookie, entryId),
      await api.badge(me.cookie, entryId),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(m.notOpen);
    }
    const sport = await insertContest(t.services.db, { kind: 'sport' });
    const { entry } = await insertEntryWithVideos(
      t.services.db,
      sport.id,
      me.user.id,
      [RICK],
      'pending',
    );
    const wrong = await api.leave(me.cookie, entry.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(m.wrongKind);
  });

  it("lets another athlete change nothing of an athlete's entry (404)", async () => {
    const { me, entryId } = await enrolled();
    await api.videos(me.cookie, entryId, [`https://youtu.be/${RICK}`]);
    const co = await createUser(t.services.db);
    await api.addAthlete(me.cookie, entryId, athleteNumberOf(co));
    const athlete2 = await signedInUser(t.services.db);
    const stranger = await createUser(t.services.db);
    for (const res of [
      await api.leave(athlete2.cookie, entryId),
      await api.videos(athlete2.cookie, entryId, [`https://youtu.be/${OTHER}`]),
      await api.addAthlete(athlete2.cookie, entryId, athleteNumberOf(stranger)),
      await api.removeAthlete(athlete2.cookie, entryId, athleteNumberOf(co)),
      await api.badge(athlete2.cookie, entryId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.entryNotFound);
    }
    const mine = (await api.list(me.cookie)).json().items[0].entry;
    expect(mine).toMatchObject({ id: entryId, videoIds: [RICK], voteGetterBadges: 0 });
    expect(mine.coAthletes).toEqual([{ athleteNumber: athleteNumberOf(co), name: 'Test User' }]);
  });
});
