import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ATHLETE_PAGE_MAX_BADGES,
  athletePageMessages,
  CALL_MAX_MINUTES,
  CALL_MIN_MINUTES,
  ENDORSEMENT_MAX_DOLLARS,
  ENDORSEMENT_MIN_DOLLARS,
  FAN_CALL_TYPES,
  type TAthletePage,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, files, seasonalBadges, talkingBadges } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { createUser, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readAthletePage } from './read-athlete-page';

type Profile = Partial<typeof athleteProfiles.$inferInsert>;

async function fileRow(db: DbOrTx, ownerUserId: string) {
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

/** An athlete with their profile as the page shows it; returns the user and athlete number. */
async function athlete(
  db: DbOrTx,
  profile: Profile = {},
  user: { firstName?: string; lastName?: string; blocked?: boolean } = {},
) {
  const created = await createUser(db, {
    role: 'athlete',
    firstName: 'Maya',
    lastName: 'Rivers',
    ...user,
  });
  await db
    .update(athleteProfiles)
    .set({
      athleteType: 'College',
      sport: 'Basketball',
      schoolName: 'Miami Dade College',
      state: 'Florida',
      stateCode: 'FL',
      city: 'Miami',
      phone: '3055550100',
      payoutEmail: 'payout-secret@example.com',
      contactValue: 'contact-secret@example.com',
      ...profile,
    })
    .where(eq(athleteProfiles.userId, created.id));
  return { user: created, number: created.athlete?.athleteNumber ?? 0 };
}

const seasonal = (athleteUserId: string, over: Partial<typeof seasonalBadges.$inferInsert> = {}) =>
  ({
    athleteUserId,
    type: 'Pre-event',
    eventPlus: '12',
    year: 2026,
    sport: 'FOOTBALL',
    sportType: 'game',
    listNumber: 1,
    typeData1: 'STATE',
    typeData2: 'FINAL',
    typeData3: 'WIN',
    managerEmail: 'manager-secret@example.com',
    videoUrl: 'https://videos.example/secret-clip',
    videoPriceCents: 800,
    qrPriceCents: 1600,
    ...over,
  }) satisfies typeof seasonalBadges.$inferInsert;

describe('GET /api/athletes/:athleteNumber (the public athlete page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = (number: number | string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/athletes/${number}`,
      headers: cookie ? { cookie } : {},
    });

  it('shows the public facts and everything on sale, without signing in', async () => {
    const db = t.services.db;
    const { user, number } = await athlete(db, {
      rvRating: 4.5,
      showRvRating: true,
      sportBadgeRateCents: 1500,
      chatRateCents: 250,
      activatedAt: new Date('2026-03-01T10:00:00Z'),
    });
    const photo = await fileRow(db, user.id);
    await db
      .update(athleteProfiles)
      .set({ photoFileId: photo })
      .where(eq(athleteProfiles.userId, user.id));
    const day = (d: number) => new Date(Date.UTC(2026, 3, d));
    const [both, videoOnly, qrOnly] = await db
      .insert(seasonalBadges)
      .values([
        seasonal(user.id, { createdAt: day(3), bought: 4 }),
        seasonal(user.id, { createdAt: day(2), qrPriceCents: null, typeData1: 'VIDEO' }),
        seasonal(user.id, { createdAt: day(1), videoPriceCents: 0, videoUrl: null }),
      ])
      .returning({ id: seasonalBadges.id });
    // Not on the page: deleted, or sold in no format.
    await db
      .insert(seasonalBadges)
      .values([
        seasonal(user.id, { createdAt: day(4), deletedAt: new Date() }),
        seasonal(user.id, { createdAt: day(5), videoPriceCents: null, qrPriceCents: null }),
      ]);
    const intro = await fileRow(db, user.id);
    const [talking] = await db
      .insert(talkingBadges)
      .values([
        {
          athleteUserId: user.id,
          description: 'Game day diary',
          priceCents: 600,
          introFileId: intro,
          managerEmail: 'manager-secret@example.com',
        },
      ])
      .returning({ id: talkingBadges.id });
    await db.insert(talkingBadges).values({
      athleteUserId: user.id,
      description: 'Deleted one',
      priceCents: 900,
      deletedAt: new Date(),
    });

    const res = await page(number);
    expect(res.statusCode).toBe(200);
    const common = {
      type: 'Pre-event',
      eventPlus: '12',
      year: 2026,
      sport: 'FOOTBALL',
      sportType: 'game',
      typeData2: 'FINAL',
      typeData3: 'WIN',
    };
    expect(res.json()).toEqual({
      athleteNumber: number,
      firstName: 'Maya',
      lastName: 'Rivers',
      athleteType: 'College',
      sport: 'Basketball',
      schoolName: 'Miami Dade College',
      state: 'Florida',
      city: 'Miami',
      photoUrl: `/api/files/${photo}`,
      rating: 4.5,
      memberSince: '2026-03-01T10:00:00.000Z',
      bio: null,
      socialMedia: [],
      supporters: [],
      posts: [],
      offers: {
        sportBadge: { priceCents: 1500 },
        endorsement: {
          minCents: ENDORSEMENT_MIN_DOLLARS * 100,
          maxCents: ENDORSEMENT_MAX_DOLLARS * 100,
        },
        call: {
          ratePerMinuteCents: 250,
          channels: [...FAN_CALL_TYPES],
          minMinutes: CALL_MIN_MINUTES,
          maxMinutes: CALL_MAX_MINUTES,
        },
        seasonalBadges: [
          {
            ...common,
            id: both?.id,
            typeData1: 'STATE',
            videoPriceCents: 800,
            qrPriceCents: 1600,
            bought: 4,
          },
          {
            ...common,
            id: videoOnly?.id,
            typeData1: 'VIDEO',
            videoPriceCents: 800,
            qrPriceCents: null,
            bought: 0,
          },
          {
            ...common,
            id: qrOnly?.id,
            typeData1: 'STATE',
            videoPriceCents: null,
            qrPriceCents: 1600,
            bought: 0,
          },
        ],
        talkingBadges: [
          {
            id: talking?.id,
            description: 'Game day diary',
            priceCents: 600,
            introImageUrl: `/api/files/${intro}`,
          },
        ],
        mementos: [],
      },
    });
    // Nothing private leaves: contact, payout, the manager, the video behind a badge.
    for (const secret of ['secret', user.email, '3055550100', 'password']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('hides the rating the athlete keeps private, and offers no sport badge or call without a rate', async () => {
    for (const rate of [null, 0]) {
      const { number } = await athlete(t.services.db, {
        rvRating: 3.2,
        showRvRating: false,
        sportBadgeRateCents: rate,
        chatRateCents: rate,
      });
      const body = (await page(number)).json() as TAthletePage;
      expect(body.rating).toBeNull();
      expect(body.offers.sportBadge).toBeNull();
      expect(body.offers.call).toBeNull();
      expect(body.offers.endorsement.minCents).toBe(ENDORSEMENT_MIN_DOLLARS * 100);
      expect(body.offers.seasonalBadges).toEqual([]);
      expect(body.offers.talkingBadges).toEqual([]);
      expect(body.photoUrl).toBeNull();
    }
  });

  it('answers 404 with the message for an athlete the public may not see', async () => {
    const pending = await athlete(t.services.db, { registrationStatus: 'pending_fee' });
    const blocked = await athlete(t.services.db, {}, { blocked: true });
    for (const number of [pending.number, blocked.number, 2_000_000_000]) {
      const res = await page(number);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(athletePageMessages.notFound);
      expect(res.body).not.toContain('Maya');
    }
  });

  it('answers an address that is no athlete ID with 400 and the same message', async () => {
    for (const bad of ['abc', '-4', '1.5', '99999999999']) {
      const res = await page(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(athletePageMessages.notFound);
    }
  });

  it(`lists the newest ${ATHLETE_PAGE_MAX_BADGES} badges of each kind`, async () => {
    const { user, number } = await athlete(t.services.db);
    const count = ATHLETE_PAGE_MAX_BADGES + 2;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
    await t.services.db
      .insert(seasonalBadges)
      .values(
        Array.from({ length: count }, (_, i) =>
          seasonal(user.id, { createdAt: at(i), typeData1: `N${i}` }),
        ),
      );
    await t.services.db.insert(talkingBadges).values(
      Array.from({ length: count }, (_, i) => ({
        athleteUserId: user.id,
        description: `T${i}`,
        priceCents: 500,
        createdAt: at(i),
      })),
    );
    const body = (await page(number)).json() as TAthletePage;
    expect(body.offers.seasonalBadges.map((b) => b.typeData1)).toEqual(
      Array.from({ length: ATHLETE_PAGE_MAX_BADGES }, (_, i) => `N${count - 1 - i}`),
    );
    expect(body.offers.talkingBadges.map((b) => b.description)).toEqual(
      Array.from({ length: ATHLETE_PAGE_MAX_BADGES }, (_, i) => `T${count - 1 - i}`),
    );
  });

  it('reads the page in six statements, whatever the number of badges, supporters or posts', async () => {
    const { user, number } = await athlete(t.services.db);
    await t.services.db
      .insert(seasonalBadges)
      .values(Array.from({ length: 8 }, () => seasonal(user.id)));
    let selects = 0;
    const counting = new Proxy(t.services.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const body = await readAthletePage(counting, number);
    expect(body.offers.seasonalBadges).toHaveLength(8);
    expect(selects).toBe(6);
  });

  it('reads no session: a signed-in visitor gets the public answer, not a private one', async () => {
    const { number } = await athlete(t.services.db);
    const { cookie } = await signedInUser(t.services.db, { role: 'fan' });
    const res = await page(number, cookie);
    expect(res.statusCode).toBe(200);
    // The session plugin marks every answer to a signed-in user no-store; this one had none.
    expect(res.headers['cache-control']).not.toBe('no-store');
    // A cookie that opens no session changes nothing either (no 401).
    expect((await page(number, 'fhp_session=forged')).statusCode).toBe(200);
  });
});

describe('the served HTML of /athletes/<athlete ID>', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Default" /><title>FHP</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const html = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res.body;
  };

  it('names the athlete in the title, with sport and school in the description', async () => {
    const { number } = await athlete(t.services.db, {
      sport: 'Volleyball',
      schoolName: 'Florida State University',
    });
    for (const url of [`/athletes/${number}`, `/athletes/${number}/`, `/athletes/${number}?s=1`]) {
      const body = await html(url);
      expect(body).toContain('<title>Maya Rivers | FHP</title>');
      expect(body).toMatch(
        /<meta name="description" content="Maya Rivers, Volleyball at Florida State University\. [^"]+" \/>/,
      );
      expect(body).toContain('<meta property="og:title" content="Maya Rivers · Volleyball" />');
      expect(body).not.toContain('content="Default"');
    }
  });

  it('escapes what the athlete typed', async () => {
    const { number } = await athlete(
      t.services.db,
      { schoolName: 'A "quoted" & <b>bold</b> school' },
      { firstName: '<script>alert(1)</script>', lastName: 'O"Neil' },
    );
    const body = await html(`/athletes/${number}`);
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).not.toContain('<b>bold</b>');
    expect(body).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Neil | FHP</title>',
    );
    expect(body).toContain('A &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; school');
  });

  it('keeps the generic title for an athlete the public may not see, or no athlete', async () => {
    const pending = await athlete(
      t.services.db,
      { registrationStatus: 'pending_fee' },
      { firstName: 'Hidden', lastName: 'Pending' },
    );
    const blocked = await athlete(
      t.services.db,
      {},
      { firstName: 'Hidden', lastName: 'Blocked', blocked: true },
    );
    for (const url of [
      `/athletes/${pending.number}`,
      `/athletes/${blocked.number}`,
      '/athletes/2000000000',
      '/athletes/99999999999',
      '/athletes/abc',
    ]) {
      const body = await html(url);
      expect(body).toContain('<title>FHP</title>');
      expect(body).not.toContain('Hidden');
    }
  });

  it('shows a changed sport at once', async () => {
    const { user, number } = await athlete(t.services.db, {}, { firstName: 'Before' });
    expect(await html(`/athletes/${number}`)).toContain('<title>Before Rivers | FHP</title>');
    await t.services.db
      .update(athleteProfiles)
      .set({ sport: 'Tennis' })
      .where(eq(athleteProfiles.userId, user.id));
    expect(await html(`/athletes/${number}`)).toContain(
      'Before Rivers, Tennis at Miami Dade College.',
    );
  });
});
