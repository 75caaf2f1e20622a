import { messages, type TWithdrawalDecided } from '@fhp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/database';
import { publishToOperators, publishToUser } from '../../platform/events/publish';
import { conflict, notFound } from '../../platform/http/app-error';
import {
  accountBalance,
  ensureAccount,
  lockAccount,
  postTransaction,
} from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import { payoutJob } from '../withdrawals/payout-job';
import { recordWithdrawal, type WithdrawalRow } from '../withdrawals/record-withdrawal';
import { readConsoleWithdrawal } from './withdrawal-rows';

const m = messages.consoleMoney;

export type Operator = { id: string; email: string };

/** The ledger key of a rejection: pending payouts -> the wallet, once. */
export const rejectedKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:rejected`;

type Notice = { userId: string; notificationId: string; message: string };

/**
 * Takes the withdrawal for one decision in the caller's transaction: locked, and in one of the
 * states the decision starts from. Missing: 404; decided meanwhile by another operator: 409,
 * and nothing is written (the caller's transaction rolls back).
 */
async function claim(tx: Tx, id: string, from: readonly string[]): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw notFound(messages.console.notFound);
  if (!from.includes(row.status)) throw conflict(messages.console.alreadyDecided);
  return row;
}

/** The state change itself, conditional on the state it was claimed in. */
async function decide(
  tx: Tx,
  row: WithdrawalRow,
  set: Partial<typeof withdrawals.$inferInsert>,
): Promise<void> {
  const [updated] = await tx
    .update(withdrawals)
    .set({ ...set, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, row.status)))
    .returning({ id: withdrawals.id });
  if (!updated) throw conflict(messages.console.alreadyDecided);
}

async function finish(
  services: AppServices,
  athleteId: string,
  withdrawalId: string,
  message: string,
  notice: Notice | null,
): Promise<TWithdrawalDecided> {
  if (notice) {
    await announceNotification(services, notice.userId, notice.notificationId, notice.message);
  }
  await publishToUser(services, athleteId, 'wallet.changed', {});
  await publishToOperators(services, 'admin-notification.changed', { type: 'withdrawal' });
  const withdrawal = await readConsoleWithdrawal(services.db, withdrawalId);
  if (!withdrawal) throw notFound(messages.console.notFound);
  return { message, withdrawal };
}

/** Approve a payout waiting for review (or held): `pending`, and the payout job queued with it. */
export async function approveWithdrawal(services: AppServices, operator: Operator, id: string) {
  const row = await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, ['review', 'held']);
    await decide(tx, row, { status: 'pending' });
    await services.jobs.send(payoutJob, { withdrawalId: row.id }, { db: tx });
    await recordAudit(tx, {
      actor: operator,
      action: 'withdrawal.approve',
      subjectType: 'withdrawal',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'pending' },
    });
    return row;
  });
  return finish(services, row.athleteUserId, row.id, m.approved, null);
}

/** Hold a payout waiting for review: it waits on, and the athlete reads why. */
export async function holdWithdrawal(
  services: AppServices,
  operator: Operator,
  id: string,
  reason: string,
) {
  const { row, notice } = await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, ['review']);
    await decide(tx, row, { status: 'held', operatorNote: reason });
    const message = m.withdrawalHeld(row.amountCents, reason);
    const notificationId = await insertNotification(tx, {
      userId: row.athleteUserId,
      type: 'withdrawal-held',
      message,
      data: { withdrawalId: row.id },
    });
    await recordAudit(tx, {
      actor: operator,
      action: 'withdrawal.hold',
      subjectType: 'withdrawal',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'held' },
      note: reason,
    });
    return { row, notice: { userId: row.athleteUserId, notificationId, message } };
  });
  return finish(services, row.athleteUserId, row.id, m.held, notice);
}

/**
 * Reject a payout waiting for review or held: `rejected`, its money back from pending payouts
 * to the wallet through the ledger, and the athlete told why, all in one transaction.
 */
export async function rejectWithdrawal(
  services: AppServices,
  operator: Operator,
  id: string,
  reason: string,
) {
  const { row, notice } = await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, ['review', 'held']);
    await decide(tx, row, { status: 'rejected', operatorNote: reason, settledAt: new Date() });
    await postTransaction(tx, {
      kind: 'withdrawal_rejected',
      description: 'Withdrawal rejected: back to the wallet',
      idempotencyKey: rejectedKey(row.id),
      entries: [
        { accountId: await ensureAccount(tx, 'payouts_pending'), amountCents: -row.amountCents },
        {
          accountId: await ensureAccount(tx, 'athlete_wallet', row.athleteUserId),
          amountCents: row.amountCents,
        },
      ],
    });
    const message = m.withdrawalRejected(row.amountCents, reason);
    const notificationId = await insertNotification(tx, {
      userId: row.athleteUserId,
      type: 'withdrawal-rejected',
      message,
      data: { withdrawalId: row.id },
    });
    await recordAudit(tx, {
      actor: operator,
      action: 'withdrawal.reject',
      subjectType: 'withdrawal',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'rejected' },
      note: reason,
    });
    return { row, notice: { userId: row.athleteUserId, notificationId, message } };
  });
  return finish(services, row.athleteUserId, row.id, m.rejected, notice);
}

/**
 * Retry a failed or returned payout (its money came back to the wallet): a new withdrawal of
 * the same amount to the same address, taken from the wallet again under its lock (409 when the
 * wallet no longer holds it) and paid out by the job; the old one is marked retried, once.
 */
export async function retryWithdrawal(services: AppServices, operator: Operator, id: string) {
  const retry = await services.db.transaction(async (tx) => {
    const row = await claim(tx, id, ['failed', 'returned']);
    const [marked] = await tx
      .update(withdrawals)
      .set({ retriedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(withdrawals.id, row.id),
          inArray(withdrawals.status, ['failed', 'returned']),
          isNull(withdrawals.retriedAt),
        ),
      )
      .returning({ id: withdrawals.id });
    if (!marked) throw conflict(messages.console.alreadyDecided);
    const wallet = await ensureAccount(tx, 'athlete_wallet', row.athleteUserId);
    await lockAccount(tx, wallet);
    if ((await accountBalance(tx, wallet)) < row.amountCents) throw conflict(m.retryBalanceShort);
    const retry = await recordWithdrawal(tx, {
      athleteId: row.athleteUserId,
      amountCents: row.amountCents,
      payoutEmail: row.payoutEmail,
      provider: services.payments.name,
      retryOfId: row.id,
    });
    await services.jobs.send(payoutJob, { withdrawalId: retry.id }, { db: tx });
    await recordAudit(tx, {
      actor: operator,
      action: 'withdrawal.retry',
      subjectType: 'withdrawal',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: row.status, retriedAs: retry.id },
    });
    return retry;
  });
  return finish(services, retry.athleteUserId, retry.id, m.retried, null);
}
