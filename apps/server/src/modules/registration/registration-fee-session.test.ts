import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, registrationFeeTokens, sessions, users } from '../../db/schema';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newFeeToken, storeFeeToken } from './fee-token';

const m = messages.registration;

/** Back from paying the fee: the fee token gives the athlete their first session, once. */
describe('registration fee: signed in after paying', () => {
  let t: TestApp;
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const exchange = (token: string, paymentId: string) =>
    post('/api/registration/fee/session', { token, paymentId });
  const sessionCookie = (res: Awaited<ReturnType<typeof post>>) => {
    const cookie = res.cookies.find((c) => c.name === 'fhp_session');
    return cookie ? `fhp_session=${cookie.value}` : undefined;
  };
  const sessionsOf = async (userId: string) =>
    (await t.services.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  /** Signs up and pays the fee through the simulator: the token, the payment and the athlete. */
  async function paidSignUp() {
    const signUp = await postSignUp(t, collegeSignUp());
    const token: string = signUp.json().feeToken;
    const { paymentId, approveUrl } = (await post('/api/registration/fee', { token })).json();
    await post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});
    const captured = await post('/api/registration/fee/capture', { token, paymentId });
    expect(captured.json().registrationStatus).toBe('active');
    const [athlete] = await t.services.db
      .select({ userId: athleteProfiles.userId })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.feePaymentId, paymentId));
    if (!athlete) throw new Error('no athlete');
    return { token, paymentId, userId: athlete.userId };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs the athlete who paid in once: the session is theirs and /api/me knows them', async () => {
    const { token, paymentId, userId } = await paidSignUp();
    const res = await exchange(token, paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, role: 'athlete' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(res) ?? '' },
    });
    expect(me.json().user).toMatchObject({ id: userId, role: 'athlete' });
    expect(await sessionsOf(userId)).toBe(1);

    // A replay of the same return (a reload, a copied link) gets no second session.
    const again = await exchange(token, paymentId);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(m.feeSessionUnavailable);
    expect(sessionCookie(again)).toBeUndefined();
    expect(await sessionsOf(userId)).toBe(1);
  });

  it('gives one session when the same return is sent many times at once', async () => {
    const { token, paymentId, userId } = await paidSignUp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(token, paymentId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await sessionsOf(userId)).toBe(1);
  });

  it('refuses a token before its fee is paid, and keeps it for paying', async () => {
    const token: string = (await postSignUp(t, collegeSignUp())).json().feeToken;
    const { paymentId } = (await post('/api/registration/fee', { token })).json();
    const res = await exchange(token, paymentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(m.feeSessionUnavailable);
    const summary = await post('/api/registration/fee/summary', { token });
    expect(summary.json().registrationStatus).toBe('pending_fee');
  });

  it("refuses another payment's id, another athlete's token, and an unknown token", async () => {
    const one = await paidSignUp();
    const two = await paidSignUp();
    for (const [token, paymentId] of [
      [one.token, two.paymentId],
      [two.token, one.paymentId],
      ['x'.repeat(43), one.paymentId],
    ] as const) {
      const res = await exchange(token, paymentId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.feeSessionUnavailable);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await sessionsOf(one.userId)).toBe(0);
    expect(await sessionsOf(two.userId)).toBe(0);
    // The refusals did not spend the right pairs.
    expect((await exchange(one.token, one.paymentId)).statusCode).toBe(200);
    expect((await exchange(two.token, two.paymentId)).statusCode).toBe(200);
  });

  it('refuses an expired token and a blocked account', async () => {
    const expired = await paidSignUp();
    const past = newFeeToken(Date.now() - 8 * 24 * 3600_000);
    await storeFeeToken(t.services.db, expired.userId, past);
    const late = await exchange(past.token, expired.paymentId);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toBe(m.feeSessionUnavailable);

    const blocked = await paidSignUp();
    await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.userId));
    expect((await exchange(blocked.token, blocked.paymentId)).statusCode).toBe(404);
    expect(await sessionsOf(expired.userId)).toBe(0);
    expect(await sessionsOf(blocked.userId)).toBe(0);
  });

  it('refuses a malformed body with the catalogue message and writes nothing', async () => {
    const { paymentId } = await paidSignUp();
    const before = (await t.services.db.select().from(registrationFeeTokens)).length;
    const res = await exchange('short', paymentId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.feeTokenInvalid);
    expect((await t.services.db.select().from(registrationFeeTokens)).length).toBe(before);
  });
});
