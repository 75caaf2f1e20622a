import {
  ATHLETE_BIO_MAX_LENGTH,
  messages,
  type TAthletePage,
  type TAthleteProfile,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.profile;

describe('the athlete bio (PATCH /api/profile { field: "bio" })', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (cookie: string, value: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { field: 'bio', value },
    });
  const stored = async (userId: string) =>
    (
      await t.services.db
        .select({ bio: athleteProfiles.bio })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, userId))
    )[0]?.bio;
  const publicPage = async (athleteNumber: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/athletes/${athleteNumber}` })
    ).json() as TAthletePage;

  it('saves the bio trimmed, with its line breaks, and shows it on the public page as sent', async () => {
    const me = await signedInUser(t.services.db);
    const bio = 'Point guard at Miami Dade.\n\nSaving for summer camp. <b>not bold</b> & "quoted"';
    const res = await save(me.cookie, `  ${bio}\n  `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.profileUpdated);
    expect((res.json().profile as TAthleteProfile).bio).toBe(bio);
    expect(await stored(me.user.id)).toBe(bio);
    // Plain text: the page's JSON carries what was typed, markup included, for the page to show as text.
    expect((await publicPage(me.user.athlete?.athleteNumber ?? 0)).bio).toBe(bio);
  });

  it(`takes ${ATHLETE_BIO_MAX_LENGTH} characters (counted as characters, not UTF-16 units) and refuses one more`, async () => {
    const me = await signedInUser(t.services.db);
    // An emoji is one character for the rule and the database, two UTF-16 units for JavaScript.
    const full = '⚽'.repeat(ATHLETE_BIO_MAX_LENGTH);
    expect((await save(me.cookie, full)).statusCode).toBe(200);
    expect(await stored(me.user.id)).toBe(full);

    const tooLong = await save(me.cookie, 'a'.repeat(ATHLETE_BIO_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.value).toBe(m.bioTooLong);
    expect(await stored(me.user.id)).toBe(full);
  });

  it('refuses control characters and NUL with a message, and writes nothing', async () => {
    const me = await signedInUser(t.services.db);
    expect((await save(me.cookie, 'Before')).statusCode).toBe(200);
    for (const [value, message] of [
      ['Bell \u0007 here', m.bioInvalidCharacters],
      ['Escape \u001b[31m red', m.bioInvalidCharacters],
      ['Null \u0000 here', messages.platform.invalidCharacters],
    ] as const) {
      const res = await save(me.cookie, value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.fields.value).toBe(message);
    }
    // A tab and both kinds of line break are text, not control noise.
    expect((await save(me.cookie, 'One\tTwo\r\nThree')).statusCode).toBe(200);
    expect(await stored(me.user.id)).toBe('One\tTwo\r\nThree');
  });

  it('clears the bio when it is empty or only spaces', async () => {
    const me = await signedInUser(t.services.db);
    expect((await save(me.cookie, 'Hello fans')).statusCode).toBe(200);
    const res = await save(me.cookie, '   \n ');
    expect(res.statusCode).toBe(200);
    expect((res.json().profile as TAthleteProfile).bio).toBeNull();
    expect(await stored(me.user.id)).toBeNull();
    expect((await publicPage(me.user.athlete?.athleteNumber ?? 0)).bio).toBeNull();
  });

  it('is the athlete’s own: a fan gets 403, a visitor 401', async () => {
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    expect((await save(fan.cookie, 'Hi')).statusCode).toBe(403);
    expect((await save('', 'Hi')).statusCode).toBe(401);
  });
});
