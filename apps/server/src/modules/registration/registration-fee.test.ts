import { MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, emailOutbox, fanProfiles, schools } from '../../db/schema';
import { accountBalance, ensureAccount } from '../../platform/ledger/ledger';
import { createUser } from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.registration;

describe('registration fee', () => {
  let t: TestApp;
  const data = collegeSignUp();
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const login = () =>
    post('/api/auth/login', { email: data.email, password: data.password, panel: 'athlete' });
  const fan = async (email: string, place: Partial<typeof fanProfiles.$inferInsert>) => {
    const user = await createUser(t.services.db, { role: 'fan', email });
    await t.services.db.insert(fanProfiles).values({ userId: user.id, stateCode: 'FL', ...place });
  };
  // The fans' e-mails are written by a job queued after the capture.
  const mailsTo = async () => {
    await t.services.jobs.drain();
    return (
      await t.services.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, m.fanEmailSubject))
    ).map((r) => r.to);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [college] = await t.services.db
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.name, 'Miami Dade College'), eq(schools.city, 'Miami')));
    await fan('same-city@example.com', { city: 'Miami' });
    await fan('other-city@example.com', { city: 'Tampa' });
    await fan('other-state@example.com', { stateCode: 'TX', city: 'Miami' });
    await fan('follows-school@example.com', { city: 'Orlando', favoriteSchoolId: college?.id });
    token = (await postSignUp(t, data)).json().feeToken;
  });
  afterAll(() => t.close());

  it('refuses to sign in a pending athlete, saying the fee is unpaid', async () => {
    const res = await login();
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      message: m.feePendingLogin,
      fields: { registration: 'pending_fee' },
    });
    expect(await mailsTo()).toEqual([]);
  });

  it('shows the fee page its summary and refuses an unknown token', async () => {
    const res = await post('/api/registration/fee/summary', { token });
    expect(res.json()).toMatchObject({
      firstName: 'Jamie',
      registrationStatus: 'pending_fee',
      amountCents: 400,
      currency: 'USD',
      description: 'License Fee',
    });
    const unknown = await post('/api/registration/fee/summary', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.feeTokenInvalid);
    // A mangled link (token too short) gets the same message, not the validator's wording.
    const mangled = await post('/api/registration/fee/summary', { token: 'bogus' });
    expect(mangled.statusCode).toBe(400);
    expect(mangled.json().error.message).toBe(m.feeTokenInvalid);
  });

  it('pays $4.00, activates once, books the fee once and tells matching fans', async () => {
    const started = await post('/api/registration/fee', { token });
    expect(started.statusCode).toBe(200);
    const { paymentId, approveUrl, amountCents } = started.json();
    expect(amountCents).toBe(400);
    const orderId = approveUrl.split('/').pop();
    const approved = await post(`/api/payments/simulated/${orderId}/approve`, {});
    const back = new URL(approved.json().redirectUrl);
    expect(back.pathname).toBe('/auth/registration-fee');
    expect(back.searchParams.get('feeToken')).toBe(token);
    expect(back.searchParams.get('token')).toBe(orderId);
    expect(back.searchParams.get('paymentId')).toBe(paymentId);

    for (let i = 0; i < 3; i++) {
      const captured = await post('/api/registration/fee/capture', { token, paymentId });
      expect(captured.statusCode).toBe(200);
      expect(captured.json()).toMatchObject({
        registrationStatus: 'active',
        message: m.accountCreated,
      });
    }
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    const revenue = await ensureAccount(t.services.db, 'platform_revenue');
    expect(await accountBalance(t.services.db, revenue)).toBe(400);
    const [profile] = await t.services.db.select().from(athleteProfiles);
    expect(profile).toMatchObject({ registrationStatus: 'active', feePaymentId: paymentId });
    expect((await mailsTo()).sort()).toEqual([
      'follows-school@example.com',
      'same-city@example.com',
    ]);
  });

  it('lets the active athlete sign in and refuses a second fee', async () => {
    expect((await login()).statusCode).toBe(200);
    const again = await post('/api/registration/fee', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.feeAlreadyPaid);
  });
});

describe('registration fee: resume and failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    const failing = { send: async () => Promise.reject(new Error('mail server down')) };
    t = await createTestApp({ overrides: { mailer: failing as never } });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('gives a pending athlete a new fee token for the right password only, and the old one stops', async () => {
    const data = collegeSignUp();
    const first: string = (await postSignUp(t, data)).json().feeToken;
    const wrong = await post('/api/registration/fee/resume', {
      email: data.email,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    const res = await post('/api/registration/fee/resume', {
      email: data.email,
      password: data.password,
    });
    expect(res.statusCode).toBe(200);
    const summary = await post('/api/registration/fee/summary', { token: res.json().feeToken });
    expect(summary.json().registrationStatus).toBe('pending_fee');
    const old = await post('/api/registration/fee/summary', { token: first });
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe(messages.registration.feeTokenInvalid);
  });

  it('obeys the sign-in limits, on the same counters as sign-in', async () => {
    const data = collegeSignUp();
    await postSignUp(t, data);
    const attempt = (path: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: { email: data.email, password },
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      codes.push(
        (
          await attempt(
            i % 2 ? '/api/auth/login' : '/api/registration/fee/resume',
            'nope',
            '10.7.0.1',
          )
        ).statusCode,
      );
    expect(codes).toEqual(Array(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(401));
    const locked = await attempt('/api/registration/fee/resume', data.password, '10.7.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(messages.auth.tooManyAttempts);
    expect(
      (await attempt('/api/registration/fee/resume', data.password, '10.7.0.2')).statusCode,
    ).toBe(200);
  });

  it('activates the account even when the fan e-mail cannot be sent', async () => {
    const fanUser = await createUser(t.services.db, { role: 'fan' });
    await t.services.db
      .insert(fanProfiles)
      .values({ userId: fanUser.id, stateCode: 'FL', city: 'Miami' });
    const { feeToken: token } = (await postSignUp(t, collegeSignUp())).json();
    const { paymentId, approveUrl } = (await post('/api/registration/fee', { token })).json();
    await post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});
    const res = await post('/api/registration/fee/capture', { token, paymentId });
    expect(res.statusCode).toBe(200);
    expect(res.json().registrationStatus).toBe('active');
  });

  it('refuses to capture before the buyer approved', async () => {
    const { feeToken: token } = (await postSignUp(t, collegeSignUp())).json();
    const { paymentId } = (await post('/api/registration/fee', { token })).json();
    const res = await post('/api/registration/fee/capture', { token, paymentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.payments.notApproved);
  });
});
