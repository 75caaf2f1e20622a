import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { athleteProfiles, ledgerTransactions, notifications, withdrawals } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { signedInUser } from '../../test/factories';
import type { FakePayPalServer } from '../../test/fake-paypal-server';
import type { TestApp } from '../../test/test-app';

/** Money into an athlete's wallet, as a captured sale would put it (clearing -> wallet). */
export async function creditWallet(db: DbOrTx, athleteId: string, cents: number) {
  await postTransaction(db, {
    kind: 'test_credit',
    description: 'Test credit',
    idempotencyKey: `test-credit:${randomUUID()}`,
    entries: [
      { accountId: await ensureAccount(db, 'provider_clearing'), amountCents: -cents },
      { accountId: await ensureAccount(db, 'athlete_wallet', athleteId), amountCents: cents },
    ],
  });
}

export async function setPayoutEmail(db: DbOrTx, athleteId: string, email: string | null) {
  await db
    .update(athleteProfiles)
    .set({ payoutEmail: email })
    .where(eq(athleteProfiles.userId, athleteId));
}

/**
 * The ledger's own checks (every transaction at zero, no owned account below zero) and this
 * feature's: the pending payouts account holds exactly the withdrawals still pending (or waiting
 * for an operator: review, held).
 */
export async function ledgerInvariants(db: DbOrTx) {
  const [pending] = await queryRows<{ held: string; owed: string }>(
    db,
    sql`select
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id where a.kind = 'payouts_pending') as held,
          (select coalesce(sum(amount_cents), 0) from withdrawals
             where status in ('pending', 'review', 'held')) as owed`,
  );
  return {
    problems: await checkLedger(db),
    pendingMatches: Number(pending?.held) === Number(pending?.owed),
  };
}

/**
 * The PayPal payout tests' reads and set-ups, bound to the app that makes the requests and the
 * fake PayPal (`twoProcessesOnFakePayPal`'s handles: each is read when a test calls these).
 */
export function payoutTestKit(t: TestApp, fake: FakePayPalServer) {
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  /** The ledger transactions of a withdrawal, by idempotency key. */
  const postingsOf = async (id: string) =>
    (
      await t.services.db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `withdrawal:${id}:%`))
    )
      .map((r) => r.key)
      .sort();
  const bellOf = async (userId: string) =>
    t.services.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'withdrawal-failed')));
  const batchReads = (batchId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/payouts/${batchId}`)
      .length;

  /** The request and the payout job's first run (it creates the batch and PayPal holds it). */
  async function requestWithdrawal(email: string, amountCents: number) {
    const me = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, me.user.id, email);
    await creditWallet(t.services.db, me.user.id, 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { cookie: me.cookie },
      payload: { amountCents },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().withdrawal.id as string;
    await t.services.jobs.drain();
    return { athleteId: me.user.id, id, amountCents };
  }

  /**
   * A withdrawal whose payout PayPal has accepted and holds pending: the request, then the job's
   * first run (it creates the batch, reads PENDING and waits for its retry).
   */
  async function pendingWithdrawal(email = 'athlete-payouts@example.com', amountCents = 700) {
    const w = await requestWithdrawal(email, amountCents);
    const batchId = fake.payoutOf(w.id).id;
    expect(await rowOf(w.id)).toMatchObject({
      status: 'pending',
      provider: 'paypal',
      providerBatchId: batchId,
    });
    return { ...w, batchId };
  }

  return { rowOf, postingsOf, bellOf, batchReads, requestWithdrawal, pendingWithdrawal };
}
