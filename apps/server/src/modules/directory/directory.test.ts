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
  /** "First Last" as the name order sorts it: last name, then first name, lower-cased. */
  const key = (name: string) => name.toLowerCase().split(' ').reverse().join(' ');
  const pad = (n: number) => String(n).padStart(2, '0');

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

  it('ranks a name search: exact first or last names, then names that start with it, then the rest, each in name order', async () => {
    const sport = newSport();
    // Created in no particular order.
    await athlete(sport, 'Ann', 'McGarcy'); // contains it
    await athlete(sport, 'Garcelle', 'Young'); // a first name that starts with it
    await athlete(sport, 'Zoe', 'Garc'); // an exact last name
    await athlete(sport, 'Bo', 'Garcia'); // a last name that starts with it
    await athlete(sport, 'Tom', 'Baker'); // no match
    await athlete(sport, 'Garc', 'Adams'); // an exact first name
    await athlete(sport, 'Amy', 'Garcia');
    await athlete(sport, 'Lia', 'Vigarc'); // contains it
    const ranked = ['Garc Adams', 'Zoe Garc', 'Amy Garcia', 'Bo Garcia', 'Garcelle Young'];
    for (const q of ['garc', 'GARC']) {
      expect(names((await search({ sport, q })).body), q).toEqual([
        ...ranked,
        'Ann McGarcy',
        'Lia Vigarc',
      ]);
    }
    // Two characters: exact and prefix matches only (no match inside a name).
    expect(names((await search({ sport, q: 'ga' })).body)).toEqual(
      ['Amy Garcia', 'Bo Garcia', 'Zoe Garc', 'Garc Adams', 'Garcelle Young'].sort((a, b) =>
        key(a).localeCompare(key(b)),
      ),
    );
  });

  it('forgives a typo in a fragment of 4 characters or more, not in a shorter one', async () => {
    const sport = newSport();
    await athlete(sport, 'Amy', 'Garcia');
    await athlete(sport, 'Zendaya', 'Quill');
    await athlete(sport, 'Tom', 'Baker');
    expect(names((await search({ sport, q: 'garcai' })).body)).toEqual(['Amy Garcia']);
    expect(names((await search({ sport, q: 'zendyaa' })).body)).toEqual(['Zendaya Quill']);
    expect(names((await search({ sport, q: 'qill' })).body)).toEqual(['Zendaya Quill']);
    expect(names((await search({ sport, q: 'qil' })).body)).toEqual([]);
    expect(names((await search({ sport, q: 'gra' })).body)).toEqual([]);
    // A typo ranks after the names that contain the text.
    await athlete(sport, 'Ann', 'Qillman');
    expect(names((await search({ sport, q: 'qill' })).body)).toEqual([
      'Ann Qillman',
      'Zendaya Quill',
    ]);
  });

  it('pages a ranked search across its tiers with no athlete twice or left out', async () => {
    const sport = newSport();
    const expected: string[] = [];
    const add = async (first: string, last: string) => {
      await athlete(sport, first, last);
      return `${first} ${last}`;
    };
    // Tier 0: 8 exact last names, then 15 exact first names (a page ends among these).
    for (let i = 7; i >= 0; i--) expected[i] = await add(`A${i}`, 'Paz');
    for (let i = 14; i >= 0; i--) expected[8 + i] = await add('Paz', `Zl${pad(i)}`);
    // Tier 1: 8 last names that start with it, then 12 first names (three of them) that do.
    for (let i = 7; i >= 0; i--) expected[23 + i] = await add('X', `Pazir${i}`);
    for (let i = 11; i >= 0; i--)
      expected[31 + i] = await add(`Pazi${'abc'[i % 3]}`, `Zb${pad(i)}`);
    // Tier 2: 8 that contain it elsewhere.
    for (let i = 7; i >= 0; i--) expected[43 + i] = await add('Y', `Lopaz${i}`);
    await add('Paul', 'Ziegler'); // no match

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { sport, q: 'paz' };
      if (cursor) query.cursor = cursor;
      const { res, body } = await search(query);
      expect(res.statusCode).toBe(200);
      seen.push(...names(body));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
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
