import {
  HOME_ATHLETES_LIMIT,
  type THomeAthletes,
  type TPurchaseKind,
  ZDirectoryAthlete,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, files } from '../../db/schema';
import { bookFanPurchase, createUser, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * One database for the file and global lists, so each test starts from the rows it expects:
 * the athletes are made in order and purchases are booked into a window the test controls.
 */
describe('GET /api/home/athletes', () => {
  let t: TestApp;
  let fanId: string;
  beforeAll(async () => {
    t = await createTestApp();
    fanId = (await createUser(t.services.db, { role: 'fan' })).id;
  });
  afterAll(() => t.close());

  async function athlete(
    firstName: string,
    profile: Partial<typeof athleteProfiles.$inferInsert> = {},
    user: { blocked?: boolean } = {},
  ) {
    const created = await createUser(t.services.db, {
      role: 'athlete',
      firstName,
      lastName: 'Home',
      ...user,
    });
    await t.services.db
      .update(athleteProfiles)
      .set({ schoolName: 'Miami Dade College', stateCode: 'FL', ...profile })
      .where(eq(athleteProfiles.userId, created.id));
    return { id: created.id, number: created.athlete?.athleteNumber ?? 0 };
  }

  async function buy(athleteId: string, cents: number, daysAgo: number, kind?: TPurchaseKind) {
    await bookFanPurchase(t.services.db, {
      kind: kind ?? 'endorsement',
      athleteUserId: athleteId,
      buyerUserId: fanId,
      amountCents: cents,
      at: new Date(Date.now() - daysAgo * DAY),
    });
  }

  async function get() {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/athletes' });
    return { res, body: res.json() as THomeAthletes };
  }
  const names = (list: THomeAthletes['trending']) => list.map((a) => a.firstName);

  it('answers two empty rows when there are no athletes', async () => {
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ trending: [], newest: [] });
  });

  it('ranks trending by purchases of the last 7 days, then amount, then athlete number', async () => {
    const ann = await athlete('Ann');
    const ben = await athlete('Ben');
    const cal = await athlete('Cal');
    const dee = await athlete('Dee');
    const old = await athlete('Old');
    // Ben: 2 purchases of two kinds; Dee: 1 of $9; Ann and Cal 1 of $5 (Ann's number is lower).
    await buy(ben.id, 100, 1, 'sport_badge');
    await buy(ben.id, 100, 6.9, 'seasonal_badge');
    await buy(cal.id, 500, 2);
    await buy(ann.id, 500, 3);
    await buy(dee.id, 900, 4);
    // Eight days old: outside the week, however many.
    for (let i = 0; i < 3; i++) await buy(old.id, 5000, 8);

    const { body } = await get();
    expect(names(body.trending)).toEqual(['Ben', 'Dee', 'Ann', 'Cal']);
    // Newly joined: the latest to join first, each athlete shown once on the page (those
    // trending are not listed again).
    expect(names(body.newest)).toEqual(['Old']);
  });

  it('leaves out athletes not yet active and blocked athletes, from both rows', async () => {
    const pending = await athlete('Pending', { registrationStatus: 'pending_fee' });
    const blocked = await athlete('Blocked', {}, { blocked: true });
    for (let i = 0; i < 5; i++) {
      await buy(pending.id, 1000, 1);
      await buy(blocked.id, 1000, 1);
    }
    const { body } = await get();
    for (const list of [body.trending, body.newest]) {
      expect(names(list)).not.toContain('Pending');
      expect(names(list)).not.toContain('Blocked');
    }
    // Still Ben first: the best sellers that are left out leave no hole either.
    expect(names(body.trending)[0]).toBe('Ben');
  });

  it(`shows at most ${HOME_ATHLETES_LIMIT} athletes a row`, async () => {
    const made: string[] = [];
    for (let i = 0; i < HOME_ATHLETES_LIMIT + 2; i++) {
      const name = `Many${i}`;
      const a = await athlete(name);
      made.push(name);
      await buy(a.id, 100, 0.5);
    }
    const { body } = await get();
    expect(body.trending).toHaveLength(HOME_ATHLETES_LIMIT);
    // Newly joined: the latest first, leaving out those in the trending row.
    const trending = names(body.trending);
    expect(names(body.newest)).toEqual(
      ['Old', ...made]
        .reverse()
        .filter((n) => !trending.includes(n))
        .slice(0, HOME_ATHLETES_LIMIT),
    );
    expect(names(body.newest)[0]).toBe(made.at(-1));
  });

  it('fills the newly joined row with athletes who are not trending', async () => {
    const made: { id: string; name: string }[] = [];
    for (let i = 0; i < HOME_ATHLETES_LIMIT * 2 + 2; i++) {
      made.push({ id: (await athlete(`New${i}`)).id, name: `New${i}` });
    }
    // The eight latest to join are the best sellers: the row goes on with the eight before them.
    const best = made.slice(-HOME_ATHLETES_LIMIT);
    for (const { id } of best) {
      await buy(id, 5000, 0.5);
      await buy(id, 5000, 0.5, 'sport_badge');
    }
    const { body } = await get();
    expect(names(body.trending)).toEqual(best.map((a) => a.name));
    expect(names(body.newest)).toEqual(
      made
        .slice(-2 * HOME_ATHLETES_LIMIT, -HOME_ATHLETES_LIMIT)
        .map((a) => a.name)
        .reverse(),
    );
  });

  it("gives the directory's public facts only, with the photo's URL", async () => {
    const [photo] = await t.services.db
      .insert(files)
      .values({
        storageKey: 'avatar/home-test.webp',
        purpose: 'avatar',
        mimeType: 'image/webp',
        sizeBytes: 1,
      })
      .returning({ id: files.id });
    const pic = await athlete('Pic', {
      sport: 'Volleyball',
      athleteType: 'College',
      photoFileId: photo?.id,
      phone: '+1 305 555 0199',
      payoutEmail: 'private@example.com',
    });
    const { res, body } = await get();
    const shown = body.newest.find((a) => a.athleteNumber === pic.number);
    expect(shown).toEqual({
      athleteNumber: pic.number,
      firstName: 'Pic',
      lastName: 'Home',
      athleteType: 'College',
      sport: 'Volleyball',
      schoolName: 'Miami Dade College',
      stateCode: 'FL',
      photoUrl: `/api/files/${photo?.id}`,
    });
    for (const item of [...body.trending, ...body.newest]) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(ZDirectoryAthlete.shape).sort());
    }
    expect(res.body).not.toContain('private@example.com');
    // The number's own digits: a file's random id may well contain '555'.
    expect(res.body).not.toMatch(/305\D?555\D?0199/);
  });

  it('is public and the same for everyone: a signed-in caller gets the same answer, cacheable', async () => {
    const anonymous = await get();
    const { cookie } = await signedInUser(t.services.db, { role: 'fan' });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/home/athletes',
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.body);
    expect(anonymous.res.headers['cache-control']).toBe('public, max-age=60');
  });
});
