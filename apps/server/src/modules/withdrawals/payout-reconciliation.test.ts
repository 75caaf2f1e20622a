import { messages } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema';
import { queryRows } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';
import { signedInUser } from '../../test/factories';
import { twoProcessesOnFakePayPal } from '../../test/two-processes';
import { payoutInputOf, runPayout } from './payout-job';
import {
  PAYOUT_POLLING_WINDOW_MS,
  payoutReconciliationJob,
  reconcilePayouts,
  stalePendingWithdrawals,
} from './reconcile-payouts';
import { requestedKey } from './record-withdrawal';
import { paidKey, returnedKey } from './settle-withdrawal';
import { ledgerInvariants, payoutTestKit } from './withdrawal-test-helpers';

const WEBHOOK = '/api/payments/paypal/webhook';
const HOUR = 3600_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('the daily payout reconciliation', () => {
  const { first: t, second: other, fake } = twoProcessesOnFakePayPal();
  const { rowOf, postingsOf, bellOf, batchReads, requestWithdrawal, pendingWithdrawal } =
    payoutTestKit(t, fake);
  const payoutsSentFor = (withdrawalId: string) =>
    [...fake.payouts.values()].filter((p) => p.senderBatchId === withdrawalId).length;

  /**
   * What two days without an answer leave: the payout job has used its last retry (its row is
   * taken off the queue here) and the withdrawal was requested before the polling window.
   */
  async function jobGaveUp(withdrawalId: string) {
    const jobs = await t.services.jobs.boss.findJobs('withdrawal-payout', {
      data: { withdrawalId },
      queued: true,
    });
    if (jobs.length > 0)
      await t.services.jobs.boss.cancel(
        'withdrawal-payout',
        jobs.map((j) => j.id),
      );
    await t.services.db
      .update(withdrawals)
      .set({ createdAt: new Date(Date.now() - PAYOUT_POLLING_WINDOW_MS - HOUR) })
      .where(eq(withdrawals.id, withdrawalId));
  }

  /** One run the way the schedule starts it: a job on its queue, run by the queue. */
  async function scheduledRun() {
    await t.services.jobs.send(payoutReconciliationJob, {});
    await t.services.jobs.drain();
  }

  it('polls for about two days, as the job’s settings say', () => {
    expect(PAYOUT_POLLING_WINDOW_MS).toBeGreaterThan(40 * HOUR);
    expect(PAYOUT_POLLING_WINDOW_MS).toBeLessThan(50 * HOUR);
  });

  it('moves a payout PayPal returned back to the wallet once, its RETURNED event lost', async () => {
    const w = await pendingWithdrawal('unclaimed-for-a-month@example.com', 600);
    fake.setPayout(w.batchId, 'UNCLAIMED');
    await jobGaveUp(w.id);
    // Thirty days later PayPal returns it, and no event comes.
    fake.setPayout(w.batchId, 'RETURNED');
    await scheduledRun();
    await scheduledRun();
    expect(await rowOf(w.id)).toMatchObject({
      status: 'returned',
      providerItemId: fake.payoutOf(w.id).item.id,
    });
    expect(await postingsOf(w.id)).toEqual([requestedKey(w.id), returnedKey(w.id)].sort());
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(1000);
    expect(await bellOf(w.athleteId)).toEqual([
      { message: messages.withdrawals.payoutFailed(600, 'unclaimed-for-a-month@example.com') },
    ]);
    // The webhook's late replay and the job's changes nothing more.
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      ...fakeDelivery(fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.RETURNED', w.batchId)),
    });
    expect(res.statusCode).toBe(200);
    expect(await runPayout(t.services, w.id)).toBe(false);
    expect(await postingsOf(w.id)).toHaveLength(2);
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('leaves a payout PayPal still holds unclaimed pending, and a recent one to its job', async () => {
    const old = await pendingWithdrawal('no-paypal-account@example.com', 500);
    fake.setPayout(old.batchId, 'UNCLAIMED');
    await jobGaveUp(old.id);
    const recent = await pendingWithdrawal('recent@example.com', 500);
    fake.setPayout(recent.batchId, 'SUCCESS');
    const before = { old: batchReads(old.batchId), recent: batchReads(recent.batchId) };
    await scheduledRun();
    // Asked, and still pending: the money stays in pending payouts.
    expect(batchReads(old.batchId)).toBe(before.old + 1);
    expect((await rowOf(old.id))?.status).toBe('pending');
    expect(await postingsOf(old.id)).toEqual([requestedKey(old.id)]);
    expect(await walletBalance(t.services.db, old.athleteId)).toBe(500);
    expect(await bellOf(old.athleteId)).toEqual([]);
    // The job still polls the recent one: the reconciliation does not ask about it.
    expect(batchReads(recent.batchId)).toBe(before.recent);
    expect((await rowOf(recent.id))?.status).toBe('pending');
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    // Held rather than unclaimed: the same.
    fake.setPayout(old.batchId, 'ONHOLD');
    const report = await reconcilePayouts(t.services, quiet);
    expect(report.failed).toBe(0);
    expect((await rowOf(old.id))?.status).toBe('pending');
  });

  it('creates the payout the job never could, once, then settles it', async () => {
    // PayPal refuses every create while the job retries (down, or credentials wrong).
    fake.outage = /^\/v1\/payments\/payouts$/;
    const w = await requestWithdrawal('late-payout@example.com', 500);
    expect(await rowOf(w.id)).toMatchObject({ status: 'pending', providerBatchId: null });
    await jobGaveUp(w.id);
    // A day later the reconciliation still cannot: it logs it and the money stays pending.
    const failing = await reconcilePayouts(t.services, quiet);
    expect(failing.failed).toBeGreaterThanOrEqual(1);
    expect((await rowOf(w.id))?.providerBatchId).toBeNull();
    expect(payoutsSentFor(w.id)).toBe(0);
    // One create reached PayPal but its answer was lost on the way back.
    fake.outage = null;
    await t.services.payments.createPayout(payoutInputOf((await rowOf(w.id)) ?? never()));
    await scheduledRun();
    const batchId = fake.payoutOf(w.id).id;
    expect(payoutsSentFor(w.id)).toBe(1);
    expect(await rowOf(w.id)).toMatchObject({ status: 'pending', providerBatchId: batchId });
    fake.setPayout(batchId, 'SUCCESS');
    await scheduledRun();
    await scheduledRun();
    expect((await rowOf(w.id))?.status).toBe('paid');
    expect(await postingsOf(w.id)).toEqual([paidKey(w.id), requestedKey(w.id)].sort());
    expect(payoutsSentFor(w.id)).toBe(1);
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(500);
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('settles once when the reconciliation in two processes, the job and the webhook race', async () => {
    const outcomes = ['RETURNED', 'SUCCESS', 'FAILED', 'RETURNED', 'SUCCESS', 'RETURNED'];
    const rounds = [];
    for (const [i, item] of outcomes.entries()) {
      const w = await pendingWithdrawal(`race-${i}@example.com`, 500);
      await jobGaveUp(w.id);
      fake.setPayout(w.batchId, item);
      rounds.push({ item, w });
    }
    const hookOf = (item: string, batchId: string) =>
      fake.payoutWebhook(
        item === 'SUCCESS' ? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' : `PAYMENT.PAYOUTS-ITEM.${item}`,
        batchId,
      );
    const [[first, second]] = await Promise.all([
      Promise.all([reconcilePayouts(t.services, quiet), reconcilePayouts(other.services, quiet)]),
      ...rounds.flatMap(({ item, w }) => [
        runPayout(other.services, w.id),
        other.app
          .inject({ method: 'POST', url: WEBHOOK, ...fakeDelivery(hookOf(item, w.batchId)) })
          .then((res) => expect(res.statusCode).toBe(200)),
      ]),
    ]);
    expect(first?.failed).toBe(0);
    expect(second?.failed).toBe(0);
    for (const { item, w } of rounds) {
      const paid = item === 'SUCCESS';
      expect((await rowOf(w.id))?.status).toBe(paid ? 'paid' : item.toLowerCase());
      expect(await postingsOf(w.id)).toEqual(
        [requestedKey(w.id), paid ? paidKey(w.id) : returnedKey(w.id)].sort(),
      );
      expect(await bellOf(w.athleteId)).toHaveLength(paid ? 0 : 1);
      expect(await walletBalance(t.services.db, w.athleteId)).toBe(paid ? 500 : 1000);
    }
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('reads the pending withdrawals by their partial index, not the whole table', async () => {
    // Settled withdrawals pile up; the pending ones stay few.
    const athlete = await signedInUser(t.services.db);
    await t.services.db.execute(sql`
      insert into withdrawals (athlete_user_id, amount_cents, payout_email, status, provider,
                               created_at, settled_at)
      select ${athlete.user.id}, 100, 'plan@example.com', 'paid', 'paypal',
             now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
    await t.services.db.execute(sql`analyze withdrawals`);
    const plan = (
      await queryRows<{ 'QUERY PLAN': string }>(
        t.services.db,
        sql`explain ${stalePendingWithdrawals(t.services, new Date())}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // The partial index, or the console's (status, created_at) one: either reads only the pending.
    expect(plan).toMatch(/withdrawals_(pending|status_created)_idx/);
    expect(plan).not.toMatch(/Seq Scan on withdrawals/);
  });
});

/** The signed request PayPal sends, as inject options. */
function fakeDelivery(webhook: { body: string; headers: Record<string, string> }) {
  return { headers: webhook.headers, payload: webhook.body };
}

function never(): never {
  throw new Error('the withdrawal is gone');
}
