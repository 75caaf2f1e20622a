import { messages } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';

/** Ledger keys of phase two: a job run again finds the posting made and writes nothing. */
export const paidKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:paid`;
export const returnedKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:returned`;

export type Settlement =
  | { status: 'paid'; itemId: string | null }
  | { status: 'failed' | 'returned'; itemId: string | null; reason: string };

/**
 * Phase two's writes in the caller's transaction (the job's, or demo data's): null when the
 * withdrawal is not pending any more.
 */
export async function settleWithdrawalIn(tx: DbOrTx, withdrawalId: string, outcome: Settlement) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
    .for('update');
  if (!row) return null;
  const pending = await ensureAccount(tx, 'payouts_pending');
  const paid = outcome.status === 'paid';
  const to = paid
    ? await ensureAccount(tx, 'payouts')
    : await ensureAccount(tx, 'athlete_wallet', row.athleteUserId);
  await postTransaction(tx, {
    kind: paid ? 'withdrawal_paid' : 'withdrawal_returned',
    description: paid
      ? `Withdrawal paid to ${row.payoutEmail}`
      : `Withdrawal ${outcome.status}: back to the wallet`,
    idempotencyKey: paid ? paidKey(row.id) : returnedKey(row.id),
    entries: [
      { accountId: pending, amountCents: -row.amountCents },
      { accountId: to, amountCents: row.amountCents },
    ],
  });
  await tx
    .update(withdrawals)
    .set({
      status: outcome.status,
      providerItemId: outcome.itemId,
      failureReason: paid ? null : outcome.reason,
      settledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(withdrawals.id, row.id));
  const notificationId = paid
    ? null
    : await insertNotification(tx, {
        userId: row.athleteUserId,
        type: 'withdrawal-failed',
        message: messages.withdrawals.payoutFailed(row.amountCents, row.payoutEmail),
        data: { withdrawalId: row.id },
      });
  return {
    athleteId: row.athleteUserId,
    notificationId,
    amountCents: row.amountCents,
    email: row.payoutEmail,
  };
}

/**
 * Phase two, once per withdrawal: the row is claimed while still pending (row lock plus the
 * status in the update's where), so two runs of the job settle it once. Paid: pending payouts
 * -> payouts. Failed or returned: pending payouts -> the athlete's wallet, and the athlete's
 * notification. Returns false when it was settled already.
 */
export async function settleWithdrawal(
  services: AppServices,
  withdrawalId: string,
  outcome: Settlement,
): Promise<boolean> {
  const settled = await services.db.transaction((tx) =>
    settleWithdrawalIn(tx, withdrawalId, outcome),
  );
  if (!settled) return false;
  if (settled.notificationId) {
    await announceNotification(
      services,
      settled.athleteId,
      settled.notificationId,
      messages.withdrawals.payoutFailed(settled.amountCents, settled.email),
    );
  }
  await publishToUser(services, settled.athleteId, 'wallet.changed', {});
  return true;
}
