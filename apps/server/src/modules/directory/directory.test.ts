import { randomUUID } from 'node:crypto';
import {
  DIRECTORY_PAGE_SIZE,
  directoryMessages,
  messages,
  type TDirectoryPage,
  ZDirectoryAthlete,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, schools } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/athletes (the athlete directory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test uses its own sport, so athletes of other tests never show in its results. */
  const newSport = () => `Sport-${randomUUID().slice(0, 8)}`;

  async function athlete(
    sport: string,
    firstName: string,
    lastName: string,
    profile: Partial<typeof athleteProfiles.$inferInsert> = {},
    user: { blocked?: boolean } = {},
  ) {
    const created = await createUser(t.services.db, {
      role: 'athlete',
      firstName,
      lastName,
      ...user,
    });
    await t.services.db
      .update(athleteProfiles)
      .set({ sport, stateCode: 'FL', schoolName: 'Miami Dade College', ...profile })
      .where(eq(athleteProfiles.userId, created.id));
    return created.athlete?.athleteNumber ?? 0;
  }

  async function search(query: Record<string, string>) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/athletes?${new URLSearchParams(query)}`,
    });
    return { res, body: res.json() as TDirectoryPage };
  }
  const names = (page: TDirectoryPage) => page.items.map((a) => `${a.firstName} ${a.lastName}`);

  it(`lists athletes in name order, ${DIRECTORY_PAGE_SIZE} a page, and pages on with the cursor`, async () => {
    const sport = newSport();
    const count = DIRECTORY_PAGE_SIZE + 2;
    // Created out of order, with two equal last names and a lower-case one.
    for (let i = count - 1; i >= 0; i--) {
      await athlete(sport, `First${String(i).padStart(2, '0')}`, i < 2 ? 'same' : `Last${i % 7}`);
    }
    const first = await search({ sport });
    expect(first.res.statusCode).toBe(200);
    expect(first.body.items).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search({ sport, cursor: first.body.nextCursor ?? '' });
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();

    const all = [...first.body.items, ...second.body.items];
    const keys = all.map((a) => [a.lastName.toLowerCase(), a.firstName.toLowerCase()].join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(new Set(all.map((a) => a.athleteNumber)).size).toBe(count);
  });

  it('finds an athlete by any part of the name, by the first letters, or by athlete ID', async () => {
    const sport = newSport();
    const number = await athlete(sport, 'Zendaya', 'Quillfeather');
    await athlete(sport, 'Marcus', 'Bell');
    for (const q of ['quillF', 'daya quill', 'ZEN', 'qu', 'Ze', String(number)]) {
      const { res, body } = await search({ sport, q });
      expect(res.statusCode, q).toBe(200);
      expect(names(body), q).toEqual(['Zendaya Quillfeather']);
    }
    // An ID finds that athlete only, whatever the other filters would allow.
    expect(names((await search({ q: String(number) })).body)).toEqual(['Zendaya Quillfeather']);
    expect((await search({ sport, q: 'nobody' })).body.items).toEqual([]);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    const sport = newSport();
    await athlete(sport, 'Ann', 'Lee');
    for (const q of ['%%%', '___', 'a_n', '\\\\\\']) {
      expect((await search({ sport, q })).body.items, q).toEqual([]);
    }
  });

  it('filters by school, sport and state, and lists only active, unblocked athletes', async () => {
    const sport = newSport();
    const [school] = await t.services.db.select({ id: schools.id }).from(schools).limit(1);
    if (!school) throw new Error('the test database has no reference schools');
    await athlete(sport, 'Ada', 'Florida', { schoolId: school.id });
    await athlete(sport, 'Ben', 'Texas', { stateCode: 'TX' });
    await athlete(sport, 'Cy', 'Pending', { registrationStatus: 'pending_fee' });
    await athlete(sport, 'Dee', 'Blocked', {}, { blocked: true });

    expect(names((await search({ sport })).body)).toEqual(['Ada Florida', 'Ben Texas']);
    expect(names((await search({ sport, state: 'tx' })).body)).toEqual(['Ben Texas']);
    expect(names((await search({ sport: sport.toUpperCase() })).body)).toHaveLength(2);
    expect(names((await search({ sport, school: String(school.id) })).body)).toEqual([
      'Ada Florida',
    ]);
  });

  it('shows public facts only', async () => {
    const sport = newSport();
    await athlete(sport, 'Pia', 'Public', { phone: '3055550142', dateOfBirth: '2004-01-02' });
    const { body } = await search({ sport });
    const [item] = body.items;
    expect(Object.keys(item ?? {}).sort()).toEqual(Object.keys(ZDirectoryAthlete.shape).sort());
    expect(item).toMatchObject({
      firstName: 'Pia',
      lastName: 'Public',
      sport,
      stateCode: 'FL',
      schoolName: 'Miami Dade College',
      photoUrl: null,
    });
  });

  it("refuses bad input with the catalogue's message", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ q: 'x'.repeat(61) }, 'q', directoryMessages.queryInvalid],
      [{ state: 'Florida' }, 'state', directoryMessages.stateInvalid],
      [{ school: 'abc' }, 'school', directoryMessages.schoolInvalid],
      [{ school: '-3' }, 'school', directoryMessages.schoolInvalid],
      [{ cursor: 'not-a-cursor' }, 'cursor', messages.platform.invalidCursor],
      [
        { cursor: Buffer.from('["a","b","not-a-uuid"]').toString('base64url') },
        'cursor',
        messages.platform.invalidCursor,
      ],
      [
        {
          cursor: Buffer.from(
            JSON.stringify(['a\u0000', 'b', '00000000-0000-4000-8000-000000000000']),
          ).toString('base64url'),
        },
        'cursor',
        messages.platform.invalidCursor,
      ],
    ];
    for (const [query, field, message] of cases) {
      const { res } = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(query)).toBe(message);
    }
  });
});
