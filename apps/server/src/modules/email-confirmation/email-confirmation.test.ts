import { EMAIL_CONFIRMATION_PAGE, MAX_CONFIRMATION_SENDS_PER_ACCOUNT, messages } from '@fhp/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmationTokens, emailOutbox, users } from '../../db/schema';
import { createFan, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.emailConfirmation;
let seq = 0;

describe('e-mail confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/fans',
      payload: {
        firstName: 'Rita',
        lastName: 'Fanning',
        email,
        password: 'Goodpass1!',
        stateCode: 'FL',
        city: 'Miami',
      },
      remoteAddress: `10.9.${seq}.1`,
    });
  const confirm = (token: unknown, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/email-confirmation/confirm',
      payload: { token },
      remoteAddress: ip,
    });
  const resend = (cookie: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/fan/email-confirmation',
      headers: { cookie },
      remoteAddress: ip,
    });
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  async function mailsTo(email: string) {
    return t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt));
  }
  async function lastTokenSentTo(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const token = mail?.textBody.match(/token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error('no confirmation link in the outbox');
    return decodeURIComponent(token);
  }
  const confirmedAt = async (userId: string) =>
    (await t.services.db.select().from(users).where(eq(users.id, userId)))[0]?.emailConfirmedAt;

  it('sign-up mails a confirmation link; it confirms once, and /api/me says so', async () => {
    const email = `confirm-${Date.now()}-${++seq}@example.com`;
    const res = await signUp(email);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.emailConfirmed).toBe(false);
    const cookie = `fhp_session=${res.cookies.find((c) => c.name === 'fhp_session')?.value}`;

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(m.emailSubject);
    expect(mail?.textBody).toContain(`${EMAIL_CONFIRMATION_PAGE}?token=`);
    const token = await lastTokenSentTo(email);
    // Only the token's SHA-256 is stored.
    const stored = await t.services.db.select().from(emailConfirmationTokens);
    expect(stored.some((row) => row.id === token)).toBe(false);

    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(m.confirmed);
    const userId = res.json().user.id as string;
    const at = await confirmedAt(userId);
    expect(at).toBeInstanceOf(Date);

    // The same link again: the address is already confirmed, and its time stays the first one.
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyConfirmed);
    expect(await confirmedAt(userId)).toEqual(at);

    // A new request reads the account again (the session cache lasts seconds).
    await new Promise((r) => setTimeout(r, t.services.config.sessionCacheMs + 50));
    const after = await me(cookie);
    expect(after.json().user.emailConfirmed).toBe(true);
  });

  it('refuses an unknown, an expired and a used token of an unconfirmed fan with a clear 400', async () => {
    const unknown = await confirm('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(m.linkInvalid);
    expect((await confirm('')).statusCode).toBe(400);

    const fan = await createFan(t.services.db);
    const cookie = await sessionCookie(t.services.db, fan.id);
    expect((await resend(cookie)).statusCode).toBe(200);
    const expired = await lastTokenSentTo(fan.email);
    await t.services.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.userId, fan.id));
    const late = await confirm(expired);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(m.linkInvalid);
    expect(await confirmedAt(fan.id)).toBeNull();

    // A used token whose account is still unconfirmed (marked used by hand): refused too.
    expect((await resend(cookie)).statusCode).toBe(200);
    const used = await lastTokenSentTo(fan.email);
    await t.services.db
      .update(emailConfirmationTokens)
      .set({ usedAt: new Date() })
      .where(eq(emailConfirmationTokens.userId, fan.id));
    expect((await confirm(used)).statusCode).toBe(400);
    expect(await confirmedAt(fan.id)).toBeNull();
  });

  it('resends to the signed-in fan, limited per account, and not once confirmed', async () => {
    const fan = await createFan(t.services.db);
    const cookie = await sessionCookie(t.services.db, fan.id);
    for (let i = 0; i < MAX_CONFIRMATION_SENDS_PER_ACCOUNT; i++) {
      const res = await resend(cookie, `10.8.${i}.1`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(m.sent);
    }
    const refused = await resend(cookie, '10.8.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManySends);
    expect(await mailsTo(fan.email)).toHaveLength(MAX_CONFIRMATION_SENDS_PER_ACCOUNT);

    // Any of the links confirms.
    expect((await confirm(await lastTokenSentTo(fan.email))).statusCode).toBe(200);
    const confirmed = await createFan(t.services.db, { emailConfirmed: true });
    const done = await resend(await sessionCookie(t.services.db, confirmed.id));
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(m.alreadyConfirmed);
  });

  it('is for fans only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/fan/email-confirmation' });
    expect(anonymous.statusCode).toBe(401);
  });
});
