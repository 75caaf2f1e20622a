import {
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  maskEmail,
  messages,
  type TAthleteProfile,
} from '@fhp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { athleteProfiles, emailOutbox, notifications, withdrawals } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runPayout } from '../withdrawals/payout-job';
import { creditWallet, setPayoutEmail } from '../withdrawals/withdrawal-test-helpers';

const m = messages.profile;

describe('changing the payout e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (cookie: string, payload: object, ip = '10.20.0.1') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/payout-email',
      headers: { cookie },
      payload,
      remoteAddress: ip,
    });
  const payoutEmailOf = async (userId: string) =>
    (
      await t.services.db
        .select({ payoutEmail: athleteProfiles.payoutEmail })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, userId))
    )[0]?.payoutEmail;
  const mailTo = (...addresses: string[]) =>
    t.services.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.toAddress, addresses),
          eq(emailOutbox.template, 'payout-email-changed'),
        ),
      );
  const noticesOf = (userId: string) =>
    t.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'payout-email-changed')));

  /** An athlete whose payout e-mail is `old@…` (unique per test). */
  async function athlete(tag: string, payout: string | null = `old-${tag}@example.com`) {
    const me = await signedInUser(t.services.db, { firstName: 'Ana', lastName: 'Diaz' });
    await setPayoutEmail(t.services.db, me.user.id, payout);
    return me;
  }

  it('saves the new address and tells the sign-in e-mail and the old address, masked, plus a notification', async () => {
    const me = await athlete('ok');
    const res = await change(me.cookie, {
      payoutEmail: ' New-OK@Example.com ',
      currentPassword: me.user.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; profile: TAthleteProfile };
    expect(body.message).toBe(m.payoutEmailChanged);
    expect(body.profile.payoutEmail).toBe('new-ok@example.com');
    expect(await payoutEmailOf(me.user.id)).toBe('new-ok@example.com');

    const mails = await mailTo(me.user.email, 'old-ok@example.com', 'new-ok@example.com');
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [me.user.email, 'old-ok@example.com'].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe(m.payoutEmailChangedSubject);
      expect(mail.textBody).toContain(maskEmail('new-ok@example.com'));
      expect(mail.textBody).not.toContain('new-ok@example.com');
      expect(mail.textBody).toMatch(/changed on \d+ \w+ \d{4}, .+ UTC/);
      expect(mail.textBody).toMatch(/new withdrawals are paused until \d+ \w+ \d{4}, .+ UTC\./);
      expect(mail.textBody).toContain(`${t.services.config.publicUrl}/auth/forgot-password`);
    }
    const notices = await noticesOf(me.user.id);
    expect(notices.map((n) => n.message)).toEqual([
      m.payoutEmailChangedNotice(maskEmail('new-ok@example.com')),
    ]);
  });

  it('refuses a wrong current password with the catalogue message, changing and sending nothing', async () => {
    const me = await athlete('wrong');
    const res = await change(me.cookie, {
      payoutEmail: 'thief-wrong@example.com',
      currentPassword: 'not-my-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: messages.auth.currentPasswordInvalid,
      fields: { currentPassword: messages.auth.currentPasswordInvalid },
    });
    expect(await payoutEmailOf(me.user.id)).toBe('old-wrong@example.com');
    expect(await mailTo(me.user.email, 'old-wrong@example.com')).toEqual([]);
    expect(await noticesOf(me.user.id)).toEqual([]);
  });

  it('refuses a bad address, a missing password and the same address with 400, writing nothing', async () => {
    const me = await athlete('bad');
    const password = me.user.password;
    for (const payoutEmail of ['', 'not-an-email', 'a@b', 42]) {
      const res = await change(me.cookie, { payoutEmail, currentPassword: password });
      expect(res.statusCode, String(payoutEmail)).toBe(400);
      expect(res.json().error.fields.payoutEmail).toBe(messages.registration.payoutEmailInvalid);
    }
    const noPassword = await change(me.cookie, { payoutEmail: 'fine@example.com' });
    expect(noPassword.statusCode).toBe(400);
    const same = await change(me.cookie, {
      payoutEmail: 'OLD-bad@example.com',
      currentPassword: password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(m.payoutEmailUnchanged);
    expect(await payoutEmailOf(me.user.id)).toBe('old-bad@example.com');
    expect(await mailTo(me.user.email, 'old-bad@example.com')).toEqual([]);
    expect(await noticesOf(me.user.id)).toEqual([]);
  });

  it("changes only the caller's own address: another athlete cannot change mine, even with my password", async () => {
    const me = await athlete('mine');
    const other = await athlete('other');
    // No route names another athlete: the other's session changes the other's own record,
    // and my password is not theirs.
    const res = await change(other.cookie, {
      payoutEmail: 'thief-mine@example.com',
      currentPassword: 'not-their-password',
    });
    expect(res.statusCode).toBe(400);
    const own = await change(other.cookie, {
      payoutEmail: 'new-other@example.com',
      currentPassword: other.user.password,
    });
    expect(own.statusCode).toBe(200);
    expect(await payoutEmailOf(other.user.id)).toBe('new-other@example.com');
    expect(await payoutEmailOf(me.user.id)).toBe('old-mine@example.com');
    expect(await noticesOf(me.user.id)).toEqual([]);

    const fan = await signedInUser(t.services.db, { role: 'fan' });
    const body = { payoutEmail: 'x@example.com', currentPassword: fan.user.password };
    expect((await change(fan.cookie, body)).statusCode).toBe(403);
    expect((await change('', body)).statusCode).toBe(401);
  });

  it('counts wrong passwords on the sign-in limits: past them even the right one is refused, and sign-in too', async () => {
    const me = await athlete('limit');
    const ip = '10.20.9.9';
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const res = await change(
        me.cookie,
        { payoutEmail: 'thief-limit@example.com', currentPassword: `guess-${i}` },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const locked = await change(
      me.cookie,
      { payoutEmail: 'thief-limit@example.com', currentPassword: me.user.password },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(messages.auth.tooManyAttempts);
    expect(await payoutEmailOf(me.user.id)).toBe('old-limit@example.com');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: me.user.password },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(429);
    // The owner elsewhere is not locked out.
    const elsewhere = await change(
      me.cookie,
      { payoutEmail: 'new-limit@example.com', currentPassword: me.user.password },
      '10.20.9.10',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('mails the sign-in e-mail once when it was also the payout e-mail, or when there was none', async () => {
    const same = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, same.user.id, same.user.email);
    const none = await athlete('none', null);
    for (const me of [same, none]) {
      const res = await change(me.cookie, {
        payoutEmail: `new-${me.user.id}@example.com`,
        currentPassword: me.user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(m.payoutEmailChangedOneNotice);
      expect((await mailTo(me.user.email)).length).toBe(1);
    }
  });

  it('leaves a pending withdrawal paying the address it was requested with', async () => {
    const me = await athlete('pending');
    await creditWallet(t.services.db, me.user.id, 2000);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { cookie: me.cookie },
      payload: { amountCents: 1000 },
    });
    expect(requested.statusCode).toBe(201);
    const withdrawalId = requested.json().withdrawal.id as string;
    const res = await change(me.cookie, {
      payoutEmail: 'new-pending@example.com',
      currentPassword: me.user.password,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId));
    expect(row?.payoutEmail).toBe('old-pending@example.com');
    const createPayout = vi.spyOn(t.services.payments, 'createPayout');
    try {
      await runPayout(t.services, withdrawalId).catch(() => undefined);
      expect(createPayout).toHaveBeenCalledWith(
        expect.objectContaining({ withdrawalId, receiverEmail: 'old-pending@example.com' }),
      );
    } finally {
      createPayout.mockRestore();
    }
  });
});
