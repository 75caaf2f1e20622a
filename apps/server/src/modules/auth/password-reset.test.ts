import {
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_RESET_ATTEMPTS_PER_ADDRESS,
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  messages,
} from '@fhp/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResetTokens, sessions, users } from '../../db/schema';
import * as passwords from '../../platform/auth/passwords';
import { createUser, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.auth;

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
      remoteAddress: ip,
    });
  const login = (email: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  async function lastTokenSentTo(email: string): Promise<string> {
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail?.textBody.match(/token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error('no reset link in the outbox');
    return decodeURIComponent(token);
  }

  it('answers the same for known and unknown addresses and only mails the known one', async () => {
    const athlete = await createUser(t.services.db);
    const known = await forgot(athlete.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: m.recoveryEmailSent });
    expect(unknown.json()).toEqual(known.json());
    const ghostMail = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ghost@example.com'));
    expect(ghostMail).toHaveLength(0);
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, athlete.email));
    expect(mail).toMatchObject({
      subject: m.resetEmailSubject,
      template: 'password-reset',
      status: 'recorded',
    });
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
  });

  it('sets the new password with the link once, and ends every session of the account', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    await forgot(user.email);
    const token = await lastTokenSentTo(user.email);

    const first = await reset(token, 'brand-new-pass');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(m.passwordReset);
    expect(
      await t.services.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    const second = await reset(token, 'another-pass');
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(m.resetLinkInvalid);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.services.db);
    await forgot(user.email);
    const token = await lastTokenSentTo(user.email);
    await t.services.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.resetLinkInvalid);
  });

  it('refuses a short password without spending the link', async () => {
    const user = await createUser(t.services.db);
    await forgot(user.email);
    const token = await lastTokenSentTo(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe(m.passwordTooShort);
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });

  it('voids older links once one is used', async () => {
    const user = await createUser(t.services.db);
    await forgot(user.email);
    const older = await lastTokenSentTo(user.email);
    await forgot(user.email);
    const newer = await lastTokenSentTo(user.email);
    expect((await reset(newer, 'brand-new-pass')).statusCode).toBe(200);
    expect((await reset(older, 'other-pass-1')).statusCode).toBe(400);
  });

  it('limits reset requests for one e-mail address, with the message', async () => {
    const user = await createUser(t.services.db);
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_ACCOUNT; i++)
      expect((await forgot(user.email, `10.1.0.${i}`)).statusCode).toBe(200);
    const refused = await forgot(user.email, '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManyResetRequests);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(MAX_RESET_REQUESTS_PER_ACCOUNT);
  });

  it('checks the link before hashing the new password', async () => {
    const hashing = vi.spyOn(passwords, 'hashPassword');
    try {
      const made = await reset('a-made-up-token-of-some-length', 'brand-new-pass', '10.2.0.1');
      expect(made.statusCode).toBe(400);
      expect(made.json().error.message).toBe(m.resetLinkInvalid);
      expect(hashing).not.toHaveBeenCalled();

      const user = await createUser(t.services.db);
      await forgot(user.email, '10.2.0.1');
      expect(
        (await reset(await lastTokenSentTo(user.email), 'brand-new-pass', '10.2.0.1')).statusCode,
      ).toBe(200);
      expect(hashing).toHaveBeenCalledTimes(1);
    } finally {
      hashing.mockRestore();
    }
  });

  it('limits reset submissions from one address, with the message', async () => {
    for (let i = 0; i < MAX_RESET_ATTEMPTS_PER_ADDRESS; i++)
      expect(
        (await reset(`a-made-up-token-number-${i}`, 'brand-new-pass', '10.3.0.1')).statusCode,
      ).toBe(400);
    const user = await createUser(t.services.db);
    await forgot(user.email, '10.3.0.1');
    const token = await lastTokenSentTo(user.email);
    const refused = await reset(token, 'brand-new-pass', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManyResetRequests);
    // The link was not spent: it still works from another address.
    expect((await reset(token, 'brand-new-pass', '10.3.0.2')).statusCode).toBe(200);
  });

  it("a successful reset lifts the account's sign-in limits, at every address", async () => {
    const user = await createUser(t.services.db);
    for (const ip of ['10.4.0.1', '10.4.0.2'])
      for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
        expect((await login(user.email, 'wrong-one', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(429);
    await forgot(user.email, '10.4.0.3');
    expect(
      (await reset(await lastTokenSentTo(user.email), 'brand-new-pass', '10.4.0.3')).statusCode,
    ).toBe(200);
    expect((await login(user.email, 'brand-new-pass', '10.4.0.1')).statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-pass', '10.4.0.2')).statusCode).toBe(200);
  });

  it('kills every outstanding link when the password is changed while signed in', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    await forgot(user.email, '10.5.0.1');
    const token = await lastTokenSentTo(user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: user.password,
        newPassword: 'NewSecret1',
        confirmPassword: 'NewSecret1',
      },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'brand-new-pass', '10.5.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.resetLinkInvalid);
    expect((await login(user.email, 'NewSecret1', '10.5.0.1')).statusCode).toBe(200);
  });

  it('kills every outstanding link whatever sets a new password (the database does it)', async () => {
    const user = await createUser(t.services.db);
    await forgot(user.email, '10.6.0.1');
    const first = await lastTokenSentTo(user.email);
    await forgot(user.email, '10.6.0.1');
    const second = await lastTokenSentTo(user.email);
    const other = await createUser(t.services.db);
    await forgot(other.email, '10.6.0.1');
    const othersLink = await lastTokenSentTo(other.email);

    await t.services.db
      .update(users)
      .set({ passwordHash: await passwords.hashPassword('set-elsewhere-1') })
      .where(eq(users.id, user.id));
    for (const token of [first, second])
      expect((await reset(token, 'brand-new-pass', '10.6.0.1')).statusCode).toBe(400);
    // Another account's link, and an update that leaves the password alone, kill nothing.
    await t.services.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, other.id));
    expect((await reset(othersLink, 'brand-new-pass', '10.6.0.1')).statusCode).toBe(200);
  });
});
