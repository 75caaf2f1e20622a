import {
  fansMessages,
  MAX_SIGN_UPS_PER_ADDRESS,
  messages,
  type TFanSignUpInput,
} from '@fhp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, emailOutbox, fanProfiles, sessions, users } from '../../db/schema';
import { createFan, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';
import { mailFansAboutNewAthlete } from '../registration/new-athlete-fan-email';

const m = fansMessages;
let seq = 0;
/** A valid sign-up with a fresh e-mail; each test changes what it checks. */
const form = (over: Partial<TFanSignUpInput> = {}): TFanSignUpInput => ({
  firstName: 'Rita',
  lastName: 'Fanning',
  email: `fan-${Date.now()}-${++seq}@example.com`,
  password: 'Goodpass1!',
  stateCode: 'FL',
  city: 'Miami',
  ...over,
});

describe('fan sign-up (POST /api/fans)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (body: unknown, ip = '127.0.0.1', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/fans',
      payload: body as object,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => {
    const value = res.cookies.find((c) => c.name === 'fhp_session')?.value;
    if (!value) throw new Error('no session cookie');
    return `fhp_session=${value}`;
  };
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const userByEmail = async (email: string) =>
    (
      await t.services.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0];

  it('creates the fan with a hashed password and a place, and signs them in at once', async () => {
    const input = form({ email: `  Rita.${++seq}@Example.COM `, city: ' miami ' });
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    const email = input.email.trim().toLowerCase();
    const body = res.json();
    expect(body).toEqual({
      message: m.signedUp,
      user: {
        id: expect.any(String),
        email,
        role: 'fan',
        isManager: false,
        firstName: 'Rita',
        lastName: 'Fanning',
        name: 'Rita Fanning',
        emailConfirmed: false,
      },
    });
    expect(res.body).not.toContain('password');

    const row = await userByEmail(email);
    expect(row).toMatchObject({ id: body.user.id, email, role: 'fan', blocked: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await t.services.db
      .select()
      .from(fanProfiles)
      .where(eq(fanProfiles.userId, body.user.id));
    // The city as the reference data spells it, so the new-athlete e-mail finds the fan.
    expect(profile).toMatchObject({ stateCode: 'FL', city: 'Miami' });

    const cookie = res.cookies.find((c) => c.name === 'fhp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const who = await me(sessionCookie(res));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ user: body.user, athlete: null });
  });

  it('keeps a city the reference lists lack as typed', async () => {
    const res = await signUp(form({ city: 'Little Hamlet' }));
    expect(res.statusCode).toBe(201);
    const [profile] = await t.services.db
      .select()
      .from(fanProfiles)
      .where(eq(fanProfiles.userId, res.json().user.id));
    expect(profile?.city).toBe('Little Hamlet');
  });

  it('lets the new fan be found by the new-athlete e-mail of their city', async () => {
    const res = await signUp(form({ city: 'miami' }));
    const fanEmail = res.json().user.email as string;
    const athlete = await createUser(t.services.db, { role: 'athlete' });
    await t.services.db
      .update(athleteProfiles)
      .set({ stateCode: 'FL', city: 'Miami', schoolName: 'Miami Dade College' })
      .where(eq(athleteProfiles.userId, athlete.id));
    expect(await mailFansAboutNewAthlete(t.services, athlete.id)).toBeGreaterThan(0);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, fanEmail));
    // The confirmation link sent at sign-up, and the new athlete's e-mail.
    expect(mails.filter((mail) => mail.template === 'email-confirmation')).toHaveLength(1);
    expect(mails.filter((mail) => mail.template !== 'email-confirmation')).toHaveLength(1);
  });

  it.each([
    ['an unknown state code', { stateCode: 'ZZ' }, m.stateInvalid],
    ['a state name instead of its code', { stateCode: 'Florida' }, m.stateInvalid],
    ['no state', { stateCode: '' }, m.stateRequired],
    ['no city', { city: '  ' }, m.cityRequired],
    ['a city too long', { city: 'x'.repeat(101) }, m.cityTooLong],
    ['a short password', { password: 'short' }, messages.auth.passwordTooShort],
    ['a bad e-mail', { email: 'not-an-email' }, messages.auth.emailInvalid],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, over, message) => {
    const input = form(over);
    const res = await signUp(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await userByEmail(input.email)).toBeUndefined();
    expect(res.cookies).toHaveLength(0);
  });

  it('names the state field when the state is not in the reference data', async () => {
    const res = await signUp(form({ stateCode: 'QQ' }));
    expect(res.json().error.fields).toEqual({ stateCode: m.stateInvalid });
  });

  it('answers a taken e-mail, in any case, with 409 and leaves the account as it was', async () => {
    const existing = await createFan(t.services.db);
    const res = await signUp(form({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.emailTaken);
    expect(res.cookies).toHaveLength(0);
    const rows = await t.services.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, existing.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwordHash).toBe(existing.passwordHash);
  });

  it('refuses an athlete e-mail too (one account per address)', async () => {
    const athlete = await createUser(t.services.db, { role: 'athlete' });
    expect((await signUp(form({ email: athlete.email }))).statusCode).toBe(409);
  });

  it('creates one account when the same e-mail signs up several times at once', async () => {
    const input = form();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signUp(input, `10.20.0.${i + 1}`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.message).toBe(m.emailTaken);
    }
    const rows = await t.services.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(1);
    const profiles = await t.services.db
      .select()
      .from(fanProfiles)
      .where(eq(fanProfiles.userId, rows[0]?.id ?? ''));
    expect(profiles).toHaveLength(1);
  });

  it('ends the session the browser had, as sign-in does', async () => {
    const first = await signUp(form());
    const old = sessionCookie(first);
    const second = await signUp(form(), '127.0.0.1', old);
    expect(second.statusCode).toBe(201);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(sessionCookie(second))).json().user.id).toBe(second.json().user.id);
  });

  it('counts sign-ups per address together with athlete sign-ups', async () => {
    const ip = '10.30.0.1';
    // Athlete sign-up attempts (incomplete, so cheap) use up all but one of the budget.
    for (let i = 0; i < MAX_SIGN_UPS_PER_ADDRESS - 1; i++) {
      const body = await multipart({ data: '{}' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registration/athletes',
        headers: body.headers,
        payload: body.payload,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await signUp(form(), ip)).statusCode).toBe(201);
    const refused = await signUp(form(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.registration.tooManySignUps);
    expect((await signUp(form(), '10.30.0.2')).statusCode).toBe(201);
  });
});

describe("a fan's account through the auth endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, panel?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...(panel ? { panel } : {}) },
    });
  const sessionsOf = (userId: string) =>
    t.services.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('signs a fan and a manager into the fan area, and out again', async () => {
    for (const fan of [
      await createFan(t.services.db),
      await createFan(t.services.db, { isManager: true }),
    ]) {
      const res = await login(fan.email, fan.password, 'fan');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: fan.id, role: 'fan' });
      const value = res.cookies.find((c) => c.name === 'fhp_session')?.value;
      const cookie = `fhp_session=${value}`;
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ user: { id: fan.id, role: 'fan' }, athlete: null });
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(await sessionsOf(fan.id)).toHaveLength(0);
    }
  });

  it.each([
    ['an athlete', 'athlete' as const],
    ['an admin', 'admin' as const],
    ['a school admin', 'school-admin' as const],
  ])('refuses %s at the fan area with its message and no session', async (_n, role) => {
    const user = await createUser(t.services.db, { role });
    const res = await login(user.email, user.password, 'fan');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(m.fanAreaOnly);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("keeps refusing fans at the athlete panel with the spec's message", async () => {
    const fan = await createFan(t.services.db);
    const res = await login(fan.email, fan.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.auth.notAllowed);
  });

  it('refuses a blocked fan, creating no session', async () => {
    const fan = await createFan(t.services.db, { blocked: true });
    const res = await login(fan.email, fan.password, 'fan');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.auth.notAllowed);
    expect(await sessionsOf(fan.id)).toHaveLength(0);
  });

  async function lastMailTo(email: string) {
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return mail;
  }

  it("mails a fan a link to the fan area's reset page, and the new password works there", async () => {
    const fan = await createFan(t.services.db);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: fan.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await lastMailTo(fan.email);
    const link = mail.textBody.match(/(\S+)\?token=([A-Za-z0-9_%-]+)/);
    expect(link?.[1]).toBe(`${t.config.publicUrl}/fan/reset-password`);
    expect(mail.htmlBody).toContain('/fan/reset-password?token=');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(link?.[2] ?? ''), password: 'Brandnew1!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(fan.email, 'Brandnew1!', 'fan')).statusCode).toBe(200);
    expect((await login(fan.email, fan.password, 'fan')).statusCode).toBe(401);
  });

  it("keeps an athlete's reset link on the athlete panel's page", async () => {
    const athlete = await createUser(t.services.db, { role: 'athlete' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: athlete.email },
    });
    const mail = await lastMailTo(athlete.email);
    expect(mail.textBody).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
    expect(mail.textBody).not.toContain('/fan/');
  });
});
