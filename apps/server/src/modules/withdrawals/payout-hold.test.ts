import { messages, PAYOUT_EMAIL_HOLD_HOURS, payoutHoldEndsAt } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotifications, athleteProfiles, users, withdrawals } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { queryRows } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';
import { signedInUser } from '../../test/factories';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditWallet, ledgerInvariants, setPayoutEmail } from './withdrawal-test-helpers';

const HOLD_MS = PAYOUT_EMAIL_HOLD_HOURS * 60 * 60 * 1000;

describe('the hold on withdrawals after the payout e-mail changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withdraw = (cookie: string, amountCents: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { cookie },
      payload: { amountCents },
    });
  const summary = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/withdrawals/summary', headers: { cookie } })
    ).json();
  const changePayoutEmail = (me: { cookie: string; user: { password: string } }, to: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/payout-email',
      headers: { cookie: me.cookie },
      payload: { payoutEmail: to, currentPassword: me.user.password },
      remoteAddress: '10.30.0.1',
    });
  const changedAtOf = async (userId: string) =>
    (
      await t.services.db
        .select({ at: athleteProfiles.payoutEmailChangedAt })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, userId))
    )[0]?.at ?? null;
  /** Moves the recorded change back, as if it was made `ms` ago. */
  const changedAgo = (userId: string, ms: number) =>
    t.services.db
      .update(athleteProfiles)
      .set({ payoutEmailChangedAt: new Date(Date.now() - ms) })
      .where(eq(athleteProfiles.userId, userId));
  /** Everything a withdrawal writes, for one athlete. */
  async function writes(userId: string) {
    const rows = await t.services.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.athleteUserId, userId));
    const ops = rows.length
      ? await t.services.db
          .select()
          .from(adminNotifications)
          .where(
            sql`${adminNotifications.notifyId} in (${sql.join(
              rows.map((r) => sql`${r.id}`),
              sql`, `,
            )})`,
          )
      : [];
    const [jobs] = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from pgboss.job
          where name = 'withdrawal-payout' and data->>'withdrawalId' in (
            select id::text from withdrawals where athlete_user_id = ${userId})`,
    );
    return {
      withdrawals: rows.length,
      operatorItems: ops.length,
      jobs: jobs?.n ?? 0,
      balance: await walletBalance(t.services.db, userId),
    };
  }

  async function heldAthlete(tag: string) {
    const me = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, me.user.id, `old-${tag}@example.com`);
    await creditWallet(t.services.db, me.user.id, 2000);
    const before = Date.now();
    const res = await changePayoutEmail(me, `new-${tag}@example.com`);
    expect(res.statusCode).toBe(200);
    const changedAt = await changedAtOf(me.user.id);
    expect(changedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(changedAt?.getTime()).toBeLessThanOrEqual(Date.now());
    return { me, changedAt: changedAt as Date };
  }

  it('refuses a withdrawal right after a change with 409 naming when withdrawals resume, writing nothing', async () => {
    const { me, changedAt } = await heldAthlete('held');
    const endsAt = payoutHoldEndsAt(changedAt);
    expect(endsAt.getTime() - changedAt.getTime()).toBe(HOLD_MS);

    const res = await withdraw(me.cookie, 500);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: messages.withdrawals.payoutEmailHeld(changedAt, endsAt),
    });
    expect(res.json().error.message).toMatch(
      /changed on \d+ \w+ \d{4}, .+ UTC; withdrawals resume on \d+ \w+ \d{4}, .+ UTC\.$/,
    );
    expect(await writes(me.user.id)).toEqual({
      withdrawals: 0,
      operatorItems: 0,
      jobs: 0,
      balance: 2000,
    });
    // The page reads the hold from the summary.
    expect(await summary(me.cookie)).toEqual({
      balanceCents: 2000,
      minCents: 500,
      payoutEmail: 'new-held@example.com',
      payoutHold: { changedAt: changedAt.toISOString(), endsAt: endsAt.toISOString() },
    });
    // A minute before the end it still holds.
    await changedAgo(me.user.id, HOLD_MS - 60_000);
    expect((await withdraw(me.cookie, 500)).statusCode).toBe(409);
    expect((await writes(me.user.id)).withdrawals).toBe(0);
  });

  it('lets the withdrawal through to the new address once the hold has ended, to wait for an operator', async () => {
    const { me } = await heldAthlete('after');
    await changedAgo(me.user.id, HOLD_MS + 1000);
    expect((await summary(me.cookie)).payoutHold).toBeNull();
    const res = await withdraw(me.cookie, 500);
    expect(res.statusCode).toBe(201);
    // The payout review rule (console-money): an address changed in the last 7 days waits for an
    // operator's approval, so no payout job yet, and the operators' work item.
    expect(res.json().withdrawal).toMatchObject({
      payoutEmail: 'new-after@example.com',
      status: 'review',
    });
    expect(await writes(me.user.id)).toEqual({
      withdrawals: 1,
      operatorItems: 1,
      jobs: 0,
      balance: 1500,
    });
    await t.services.jobs.drain();
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('starts the hold again with each change', async () => {
    const { me } = await heldAthlete('again');
    await changedAgo(me.user.id, HOLD_MS + 1000);
    expect((await changePayoutEmail(me, 'again-2@example.com')).statusCode).toBe(200);
    expect((await withdraw(me.cookie, 500)).statusCode).toBe(409);
    expect((await summary(me.cookie)).payoutHold).not.toBeNull();
  });

  it('does not hold the payout e-mail given at sign-up', async () => {
    const signUp = collegeSignUp({ payoutEmail: 'signup-payouts@example.com' });
    const res = await postSignUp(t, signUp);
    expect(res.statusCode).toBe(201);
    const [user] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, signUp.email.toLowerCase()));
    if (!user) throw new Error('signed-up athlete missing');
    expect(await changedAtOf(user.id)).toBeNull();
    // The fee paid (as its capture would): an active athlete with money to take out.
    await t.services.db
      .update(athleteProfiles)
      .set({ registrationStatus: 'active' })
      .where(eq(athleteProfiles.userId, user.id));
    await creditWallet(t.services.db, user.id, 1000);
    const { token } = await createSession(t.services.db, user.id, 3600_000);
    const cookie = `${SESSION_COOKIE}=${token}`;
    expect((await summary(cookie)).payoutHold).toBeNull();
    const withdrawal = await withdraw(cookie, 500);
    expect(withdrawal.statusCode).toBe(201);
    expect(withdrawal.json().withdrawal.payoutEmail).toBe('signup-payouts@example.com');
  });

  it("holds only the athlete who changed: athlete2's withdrawals go through meanwhile", async () => {
    const { me } = await heldAthlete('one');
    const athlete2 = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, athlete2.user.id, 'athlete2-payouts@example.com');
    await creditWallet(t.services.db, athlete2.user.id, 1000);
    expect((await summary(athlete2.cookie)).payoutHold).toBeNull();
    const res = await withdraw(athlete2.cookie, 700);
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal.payoutEmail).toBe('athlete2-payouts@example.com');
    expect(await changedAtOf(athlete2.user.id)).toBeNull();
    expect((await withdraw(me.cookie, 500)).statusCode).toBe(409);
  });
});
