import { messages, type TWithdrawalItem } from '@fhp/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  ledgerTransactions,
  notifications,
  withdrawals,
} from '../../db/schema';
import { queryRows } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runPayout } from './payout-job';
import { requestedKey } from './record-withdrawal';
import { paidKey, returnedKey } from './settle-withdrawal';
import { creditWallet, ledgerInvariants, setPayoutEmail } from './withdrawal-test-helpers';

describe('withdrawals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withdraw = (cookie: string, amountCents: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { cookie },
      payload: { amountCents },
    });
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  async function athleteWith(balanceCents: number, email: string | null = 'payouts@example.com') {
    const me = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, me.user.id, email);
    if (balanceCents > 0) await creditWallet(t.services.db, me.user.id, balanceCents);
    return me;
  }
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  /** Each phase's entries by account kind, and their sum (0 when balanced). */
  async function postings(key: string) {
    const rows = await queryRows<{ kind: string; amount: string }>(
      t.services.db,
      sql`select a.kind, e.amount_cents as amount from ledger_transactions x
          join ledger_entries e on e.transaction_id = x.id
          join ledger_accounts a on a.id = e.account_id
          where x.idempotency_key = ${key} order by a.kind`,
    );
    return rows.map((r) => [r.kind, Number(r.amount)]);
  }

  it('refuses an amount below $5 or above the balance with the catalogue message, writing nothing', async () => {
    const me = await athleteWith(1000);
    for (const amount of [499, 1001, 0, -500, 5.5, '500']) {
      const res = await withdraw(me.cookie, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.message).toBe(messages.withdrawals.incorrectAmount);
    }
    expect(await walletBalance(t.services.db, me.user.id)).toBe(1000);
    const rows = await t.services.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.athleteUserId, me.user.id));
    expect(rows).toEqual([]);
    // An empty wallet cannot take out even the minimum.
    const empty = await athleteWith(0);
    expect((await withdraw(empty.cookie, 500)).json().error.message).toBe(
      messages.withdrawals.incorrectAmount,
    );
  });

  it('refuses an athlete without a payout e-mail with a clear message', async () => {
    const me = await athleteWith(1000, null);
    const res = await withdraw(me.cookie, 500);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.withdrawals.noPayoutEmail);
    expect(await walletBalance(t.services.db, me.user.id)).toBe(1000);
  });

  it('moves the amount to pending payouts at once, then pays it out (phase two)', async () => {
    const me = await athleteWith(2500);
    const res = await withdraw(me.cookie, 500);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(messages.withdrawals.submitted);
    expect(body.balanceCents).toBe(2000);
    expect(body.withdrawal).toMatchObject({
      amountCents: 500,
      payoutEmail: 'payouts@example.com',
      status: 'pending',
      settledAt: null,
    });
    const id = body.withdrawal.id as string;
    expect(await walletBalance(t.services.db, me.user.id)).toBe(2000);
    expect(await postings(requestedKey(id))).toEqual([
      ['athlete_wallet', -500],
      ['payouts_pending', 500],
    ]);
    const ops = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, id));
    // Under the payout review rule it is paid at once: no operator's work item (console-money).
    expect(ops).toEqual([]);

    // The list shows it pending before the job runs.
    const before = (await get('/api/withdrawals', me.cookie)).json();
    expect(before.items.map((i: TWithdrawalItem) => [i.id, i.status])).toEqual([[id, 'pending']]);

    await t.services.jobs.drain();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'paid', provider: 'local' });
    expect(row?.providerBatchId).toBe(`SIMPAYOUT-${id}`);
    expect(row?.settledAt).toBeInstanceOf(Date);
    expect(await postings(paidKey(id))).toEqual([
      ['payouts', 500],
      ['payouts_pending', -500],
    ]);
    expect(await walletBalance(t.services.db, me.user.id)).toBe(2000);
    const after = (await get('/api/withdrawals', me.cookie)).json();
    expect(after.items[0].status).toBe('paid');
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('returns the money and notifies the athlete when the simulated payout fails', async () => {
    const me = await athleteWith(1500, 'fail-payouts@example.com');
    const id = (await withdraw(me.cookie, 1200)).json().withdrawal.id as string;
    expect(await walletBalance(t.services.db, me.user.id)).toBe(300);
    await t.services.jobs.drain();
    expect((await rowOf(id))?.status).toBe('failed');
    expect(await walletBalance(t.services.db, me.user.id)).toBe(1500);
    expect(await postings(returnedKey(id))).toEqual([
      ['athlete_wallet', 1200],
      ['payouts_pending', -1200],
    ]);
    expect(await postings(paidKey(id))).toEqual([]);
    const bell = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(bell.map((n) => n.message)).toEqual([
      messages.withdrawals.payoutFailed(1200, 'fail-payouts@example.com'),
    ]);
    // A returned (unclaimed) payout comes back the same way, with its own state.
    await setPayoutEmail(t.services.db, me.user.id, 'return-me@example.com');
    const returned = (await withdraw(me.cookie, 500)).json().withdrawal.id as string;
    await t.services.jobs.drain();
    expect((await rowOf(returned))?.status).toBe('returned');
    expect(await walletBalance(t.services.db, me.user.id)).toBe(1500);
  });

  it('posts each phase once when the job runs again', async () => {
    const me = await athleteWith(1100, 'fail@example.com');
    const failed = (await withdraw(me.cookie, 600)).json().withdrawal.id as string;
    await setPayoutEmail(t.services.db, me.user.id, 'ok@example.com');
    const paid = (await withdraw(me.cookie, 500)).json().withdrawal.id as string;
    // Two runs at once and one after: each settles once.
    await Promise.all([runPayout(t.services, failed), runPayout(t.services, failed)]);
    await Promise.all([runPayout(t.services, paid), runPayout(t.services, paid)]);
    await t.services.jobs.drain();
    await runPayout(t.services, failed);
    await runPayout(t.services, paid);
    const keys = [requestedKey(failed), returnedKey(failed), requestedKey(paid), paidKey(paid)];
    const txs = await t.services.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.idempotencyKey} like ${'withdrawal:%'}`);
    const mine = txs.map((x) => x.key).filter((k) => k?.includes(failed) || k?.includes(paid));
    expect(mine.sort()).toEqual(keys.sort());
    expect(await walletBalance(t.services.db, me.user.id)).toBe(600);
    const bell = await t.services.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [me.user.id]));
    expect(bell).toHaveLength(1);
  });

  it('pages my withdrawals 5 at a time, newest first; athlete2 sees none of them', async () => {
    const me = await athleteWith(5000);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await withdraw(me.cookie, 500)).json().withdrawal.id);
    const first = (await get('/api/withdrawals', me.cookie)).json();
    expect(first.items.map((i: TWithdrawalItem) => i.id)).toEqual(ids.slice(2).reverse());
    const second = (await get(`/api/withdrawals?cursor=${first.nextCursor}`, me.cookie)).json();
    expect(second.items.map((i: TWithdrawalItem) => i.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();

    const athlete2 = await athleteWith(0);
    expect((await get('/api/withdrawals', athlete2.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    // Even with my cursor, athlete2's page holds only athlete2's rows.
    const foreign = await get(`/api/withdrawals?cursor=${first.nextCursor}`, athlete2.cookie);
    expect(foreign.json().items).toEqual([]);
    expect((await get('/api/withdrawals/summary', athlete2.cookie)).json()).toEqual({
      balanceCents: 0,
      minCents: 500,
      payoutEmail: 'payouts@example.com',
      payoutHold: null,
    });
    expect((await get('/api/withdrawals/summary', me.cookie)).json().balanceCents).toBe(1500);
  });
});
