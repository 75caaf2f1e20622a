import {
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_LOGIN_FAILURES_PER_ADDRESS,
  messages,
} from '@fhp/domain';
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
  const statuses = async (n: number, attempt: (i: number) => Promise<{ statusCode: number }>) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await attempt(i)).statusCode);
    return codes;
  };

  it(`refuses an account at one address after ${MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} failures, even the right password, while its owner elsewhere signs in`, async () => {
    const athlete = await createUser(t.services.db);
    const other = await createUser(t.services.db);
    expect(
      await statuses(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, () =>
        login(athlete.email, 'wrong-one', '10.0.0.1'),
      ),
    ).toEqual(Array(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(401));
    const locked = await login(athlete.email, athlete.password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(m.tooManyAttempts);
    // The stranger's failures do not lock the owner out at their own address...
    expect((await login(athlete.email, athlete.password, '10.0.0.2')).statusCode).toBe(200);
    // ...nor other accounts at the stranger's address.
    expect((await login(other.email, other.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('forgets the failures of an account at an address once the right password is given there', async () => {
    const athlete = await createUser(t.services.db);
    const almost = MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1;
    await statuses(almost, () => login(athlete.email, 'wrong-one', '10.0.1.1'));
    expect((await login(athlete.email, athlete.password, '10.0.1.1')).statusCode).toBe(200);
    expect(await statuses(almost, () => login(athlete.email, 'wrong-one', '10.0.1.1'))).toEqual(
      Array(almost).fill(401),
    );
    expect((await login(athlete.email, athlete.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it(`locks an address after ${MAX_LOGIN_FAILURES_PER_ADDRESS} failures across accounts, and not another address`, async () => {
    expect(
      await statuses(MAX_LOGIN_FAILURES_PER_ADDRESS, (i) =>
        login(`nobody-${i}@example.com`, 'wrong-one', '10.9.9.9'),
      ),
    ).toEqual(Array(MAX_LOGIN_FAILURES_PER_ADDRESS).fill(401));
    const athlete = await createUser(t.services.db);
    expect((await login(athlete.email, athlete.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(athlete.email, athlete.password, '10.9.9.8')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address or the account', async () => {
    const athlete = await createUser(t.services.db);
    const n = MAX_LOGIN_FAILURES_PER_ADDRESS + 5;
    expect(await statuses(n, () => login(athlete.email, athlete.password, '10.0.3.1'))).toEqual(
      Array(n).fill(200),
    );
  });

  it('counts a refused attempt nowhere: hammering a locked account does not lock the address', async () => {
    const athlete = await createUser(t.services.db);
    const ip = '10.0.2.1';
    await statuses(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, () =>
      login(athlete.email, 'wrong-one', ip),
    );
    const refused = await statuses(MAX_LOGIN_FAILURES_PER_ADDRESS, () =>
      login(athlete.email, 'wrong-one', ip),
    );
    expect(refused).toEqual(Array(MAX_LOGIN_FAILURES_PER_ADDRESS).fill(429));
    const other = await createUser(t.services.db);
    expect((await login(other.email, other.password, ip)).statusCode).toBe(200);
  });

  it('limits an IPv6 network by its /64, not by each address in it', async () => {
    const athlete = await createUser(t.services.db);
    await statuses(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, (i) =>
      login(athlete.email, 'wrong-one', `2001:db8:1:2::${i + 1}`),
    );
    expect((await login(athlete.email, athlete.password, '2001:db8:1:2::ff')).statusCode).toBe(429);
    expect((await login(athlete.email, athlete.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it(`refuses an account after ${MAX_LOGIN_FAILURES_PER_ACCOUNT} failures spread over many addresses`, async () => {
    const athlete = await createUser(t.services.db);
    const perAddress = MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    const codes = await statuses(MAX_LOGIN_FAILURES_PER_ACCOUNT, (i) =>
      login(athlete.email, 'wrong-one', `10.3.${Math.floor(i / perAddress)}.1`),
    );
    expect(codes).toEqual(Array(MAX_LOGIN_FAILURES_PER_ACCOUNT).fill(401));
    const locked = await login(athlete.email, athlete.password, '10.4.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(m.tooManyAttempts);
  });
});
