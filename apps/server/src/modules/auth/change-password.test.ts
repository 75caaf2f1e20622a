import { MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.auth;

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (cookie: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: body,
      headers: { cookie },
    });
  const hashOf = async (id: string) =>
    (await t.services.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]
      ?.h;

  it.each([
    [
      'a new password under 6 characters',
      { newPassword: '12345', confirmPassword: '12345' },
      'newPassword',
      m.passwordTooShort,
    ],
    [
      'the current password again',
      { newPassword: 'Secret123!', confirmPassword: 'Secret123!' },
      'newPassword',
      m.samePassword,
    ],
    [
      'a confirmation that differs',
      { newPassword: 'NewSecret1', confirmPassword: 'NewSecret2' },
      'confirmPassword',
      m.passwordsDoNotMatch,
    ],
  ])('refuses %s and changes nothing', async (_name, body, field, message) => {
    const { user, cookie } = await signedInUser(t.services.db);
    const before = await hashOf(user.id);
    const res = await change(cookie, { currentPassword: user.password, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(res.json().error.message).toBe(message);
    expect(await hashOf(user.id)).toBe(before);
  });

  it('re-checks the current password on the server', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    const before = await hashOf(user.id);
    const res = await change(cookie, {
      currentPassword: 'not-mine',
      newPassword: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: m.currentPasswordInvalid,
      fields: { currentPassword: m.currentPasswordInvalid },
    });
    expect(await hashOf(user.id)).toBe(before);
  });

  it('counts wrong current passwords on the sign-in limits: past them even the right one waits', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    const before = await hashOf(user.id);
    const guess = (currentPassword: string) =>
      change(cookie, { currentPassword, newPassword: 'Taken0ver', confirmPassword: 'Taken0ver' });
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await guess(`wrong-${i}`)).statusCode).toBe(400);
    }
    const refused = await guess('wrong-again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManyAttempts);
    expect((await guess(user.password)).statusCode).toBe(429);
    expect(await hashOf(user.id)).toBe(before);
    // They are the account's sign-in failures too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('updates the password, keeps this session and ends the others', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    const other = await createSession(t.services.db, user.id, 3600_000);
    const res = await change(cookie, {
      currentPassword: user.password,
      newPassword: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.passwordUpdated);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    const otherCookie = `${SESSION_COOKIE}=${other.token}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherCookie } }))
        .statusCode,
    ).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'NewSecret1' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('is for signed-in athletes only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signedInUser(t.services.db, { role: 'fan' });
    const fan = await change(cookie, {
      currentPassword: 'Secret123!',
      newPassword: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
    expect(fan.statusCode).toBe(403);
  });
});
