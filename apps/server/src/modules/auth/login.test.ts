import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.auth;

describe('signing in and out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (
    email: string,
    password: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...extra },
      headers,
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `fhp_session=${res.cookies.find((c) => c.name === 'fhp_session')?.value}`;

  it('signs an athlete in with an HttpOnly, SameSite=Lax cookie and records the time', async () => {
    const athlete = await createUser(t.services.db, { email: 'jo@example.com' });
    const res = await login('JO@example.com', athlete.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: athlete.id,
      email: 'jo@example.com',
      role: 'athlete',
    });
    const cookie = res.cookies.find((c) => c.name === 'fhp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieOf(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().athlete).toMatchObject({
      sport: 'Basketball',
      state: 'Florida',
      chatRateCents: null,
    });
    const [row] = await t.services.db.select().from(users).where(eq(users.id, athlete.id));
    expect(row?.lastLoggedInAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const athlete = await createUser(t.services.db);
    const wrong = await login(athlete.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(m.invalidCredentials);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it.each([
    ['a blocked athlete', { role: 'athlete' as const, blocked: true }],
    ['a fan', { role: 'fan' as const }],
    ['a school admin', { role: 'school-admin' as const }],
    ['an admin', { role: 'admin' as const }],
  ])('refuses %s in the athlete panel and creates no session', async (_name, overrides) => {
    const user = await createUser(t.services.db, overrides);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(m.notAllowed);
    const rows = await t.services.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('lets an admin into the operators console panel', async () => {
    const admin = await createUser(t.services.db, { role: 'admin' });
    expect((await login(admin.email, admin.password, { panel: 'console' })).statusCode).toBe(200);
  });

  it('rotates the session at sign-in and ends it on the server at sign-out', async () => {
    const athlete = await createUser(t.services.db);
    const first = cookieOf(await login(athlete.email, athlete.password));
    const second = cookieOf(await login(athlete.email, athlete.password, {}, { cookie: first }));
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first } }))
        .statusCode,
    ).toBe(401);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: second },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'fhp_session')?.value).toBe('');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers bad input with 400 and the field message', async () => {
    const res = await login('', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: m.emailRequired,
      fields: { email: m.emailRequired },
    });
  });

  it('refuses a sign-in posted from another site', async () => {
    const athlete = await createUser(t.services.db);
    const res = await login(
      athlete.email,
      athlete.password,
      {},
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('locks an account after 5 failures, even for the right password, and not its neighbours', async () => {
    const athlete = await createUser(t.services.db);
    const other = await createUser(t.services.db);
    for (let i = 0; i < 5; i++)
      expect((await login(athlete.email, 'wrong-one', '10.0.0.1')).statusCode).toBe(401);
    const locked = await login(athlete.email, athlete.password, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(m.tooManyAttempts);
    expect((await login(other.email, other.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks an IP address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`nobody-${i}@example.com`, 'wrong-one', '10.9.9.9')).statusCode).toBe(
        401,
      );
    }
    const athlete = await createUser(t.services.db);
    expect((await login(athlete.email, athlete.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(athlete.email, athlete.password, '10.9.9.8')).statusCode).toBe(200);
  });
});
