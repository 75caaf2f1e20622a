import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  contestBadges,
  contestVideoAthletes,
  contestVotes,
  files,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { createFan, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContest, insertEntryWithVideos, insertVote } from './contest-test-helpers';

async function photo(db: DbOrTx, ownerUserId: string) {
  const [row] = await db
    .insert(files)
    .values({
      storageKey: `test/${randomUUID()}.png`,
      purpose: 'athlete-photo',
      mimeType: 'image/png',
      sizeBytes: 68,
      ownerUserId,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

describe('public contests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the active contests of a kind, then the recently completed, with athletes and thumbnails', async () => {
    const db = t.services.db;
    const open = await insertContest(db, { kind: 'brand_ambassador', title: 'Open talent' });
    const done = await insertContest(db, {
      kind: 'brand_ambassador',
      title: 'Done talent',
      status: 'completed',
      startDays: -20,
      endDays: -3,
    });
    const old = await insertContest(db, {
      kind: 'brand_ambassador',
      title: 'Old talent',
      status: 'rewarded',
      startDays: -120,
      endDays: -90,
    });
    const sport = await insertContest(db, { kind: 'sport', title: 'A sport contest' });
    const ana = await createUser(db, { firstName: 'Ana', lastName: 'Lopez' });
    const ben = await createUser(db, { firstName: 'Ben', lastName: 'Okafor' });
    const blocked = await createUser(db, { firstName: 'Bo', lastName: 'Blocked', blocked: true });
    await insertEntryWithVideos(db, open.id, ana.id, ['aaaaaaaaaaa', 'bbbbbbbbbbb']);
    await insertEntryWithVideos(db, open.id, ben.id, ['ccccccccccc']);
    await insertEntryWithVideos(db, open.id, blocked.id, ['ddddddddddd']);
    await insertEntryWithVideos(db, sport.id, ana.id, ['eeeeeeeeeee'], 'pending');

    const res = await get('/api/public/contests?kind=brand_ambassador');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      id: string;
      title: string;
      athletes: number;
      thumbnails: string[];
      boardShown: boolean;
    }[];
    const mine = items.filter((c) => [open.id, done.id, old.id].includes(c.id));
    expect(mine.map((c) => c.title)).toEqual(['Open talent', 'Done talent']);
    expect(mine[0]).toMatchObject({
      athletes: 2,
      thumbnails: ['aaaaaaaaaaa', 'ccccccccccc'],
      boardShown: false,
    });
    expect(mine[1]).toMatchObject({ athletes: 0, thumbnails: [], boardShown: true });
    expect(items.some((c) => c.id === sport.id)).toBe(false);

    const sports = (await get('/api/public/contests?kind=sport')).json().items as { id: string }[];
    expect(sports.some((c) => c.id === sport.id)).toBe(true);
    expect((await get('/api/public/contests?kind=other')).statusCode).toBe(400);
  });

  it('shows a contest with its listed entries, videos, co-athletes, current-round votes and badges on sale', async () => {
    const db = t.services.db;
    const contest = await insertContest(db, {
      kind: 'brand_ambassador',
      title: 'Talent show',
      rounds: 2,
      currentRound: 2,
    });
    const ana = await createUser(db, { firstName: 'Ana', lastName: 'Lopez' });
    const ben = await createUser(db, { firstName: 'Ben', lastName: 'Okafor' });
    const cy = await createUser(db, { firstName: 'Cy', lastName: 'Young' });
    const blocked = await createUser(db, { firstName: 'Bo', lastName: 'Blocked', blocked: true });
    const fileId = await photo(db, ana.id);
    await db
      .update(athleteProfiles)
      .set({ photoFileId: fileId })
      .where(eq(athleteProfiles.userId, ana.id));
    const a = await insertEntryWithVideos(db, contest.id, ana.id, ['aaaaaaaaaaa', 'bbbbbbbbbbb']);
    await insertEntryWithVideos(db, contest.id, ben.id, ['ccccccccccc']);
    await insertEntryWithVideos(db, contest.id, blocked.id, ['ddddddddddd']);
    await db.insert(contestVideoAthletes).values([
      { videoId: a.video.id, athleteUserId: cy.id },
      { videoId: a.video.id, athleteUserId: blocked.id },
    ]);
    const [f1, f2, f3] = await Promise.all([createFan(db), createFan(db), createFan(db)]);
    if (!f1 || !f2 || !f3) throw new Error('no fans');
    // Round 2 counts: two votes (one more voided); the round-1 vote does not count.
    await insertVote(db, contest.id, a.video.id, f1.id, 1);
    await insertVote(db, contest.id, a.video.id, f1.id, 2);
    await insertVote(db, contest.id, a.video.id, f2.id, 2);
    await insertVote(db, contest.id, a.video.id, f3.id, 2);
    await db
      .update(contestVotes)
      .set({ voidedAt: new Date(), voidReason: 'test' })
      .where(eq(contestVotes.fanUserId, f3.id));
    const [badge] = await db
      .insert(contestBadges)
      .values([
        {
          contestId: contest.id,
          athleteUserId: ana.id,
          kind: 'vote_getter',
          description: 'Top dancer',
          priceCents: 2000,
          introFileId: fileId,
        },
        {
          contestId: contest.id,
          athleteUserId: ana.id,
          kind: 'vote_getter',
          description: 'Deleted',
          priceCents: 1000,
          deletedAt: new Date(),
        },
      ])
      .returning();

    const res = await get(`/api/public/contests/${contest.number}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.contest).toMatchObject({ id: contest.id, title: 'Talent show', currentRound: 2 });
    expect(body.boardShown).toBe(false);
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toEqual({
      athleteNumber: ana.athlete?.athleteNumber,
      athleteName: 'Ana Lopez',
      photoUrl: `/api/files/${fileId}`,
      videoId: a.video.id,
      videoIds: ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
      coAthletes: [{ athleteNumber: cy.athlete?.athleteNumber, name: 'Cy Young' }],
      votes: 2,
      badges: [
        {
          id: badge?.id,
          kind: 'vote_getter',
          description: 'Top dancer',
          priceCents: 2000,
          introImageUrl: `/api/files/${fileId}`,
          appealImageUrl: null,
        },
      ],
    });
    expect(body.entries[1]).toMatchObject({
      athleteName: 'Ben Okafor',
      photoUrl: null,
      videoIds: ['ccccccccccc'],
      coAthletes: [],
      votes: 0,
      badges: [],
    });
    // Only YouTube ids leave the server.
    expect(res.body).not.toContain('youtube.com');
  });

  it('stops selling badges after the buying end date, and shows a completed board', async () => {
    const db = t.services.db;
    const contest = await insertContest(db, {
      kind: 'brand_ambassador',
      status: 'completed',
      startDays: -30,
      endDays: -2,
      buyingEndDays: -5,
    });
    const ana = await createUser(db, { firstName: 'Ana', lastName: 'Lopez' });
    await insertEntryWithVideos(db, contest.id, ana.id);
    await db.insert(contestBadges).values({
      contestId: contest.id,
      athleteUserId: ana.id,
      kind: 'vote_getter',
      description: 'Too late',
      priceCents: 1000,
    });
    const body = (await get(`/api/public/contests/${contest.number}`)).json();
    expect(body.boardShown).toBe(true);
    expect(body.entries[0].badges).toEqual([]);
  });

  it('answers 404 for an unknown contest, 400 for a number out of range', async () => {
    const unknown = await get('/api/public/contests/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This contest was not found.');
    for (const n of ['0', 'abc', '99999999999']) {
      const res = await get(`/api/public/contests/${n}`);
      expect(res.statusCode, n).toBe(400);
      expect(res.body).toContain('This contest was not found.');
    }
  });
});
