import { withdrawals } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The ledger key of phase one: the money leaves the wallet for the pending payouts account. */
export const requestedKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:requested`;

/**
 * Phase one's writes, in the caller's transaction: the withdrawal row (pending, or review when the
 * payout review rule caught it) and the ledger
 * movement wallet -> pending payouts. The caller has checked the amount against the balance
 * under the wallet's lock (a request) or knows it (demo data).
 */
export async function recordWithdrawal(
  tx: DbOrTx,
  input: {
    athleteId: string;
    amountCents: number;
    payoutEmail: string;
    provider: string;
    /** Why it waits for an operator (payout review rule); none: pending, paid out at once. */
    reviewReasons?: string[];
    /** The failed or returned withdrawal an operator retries with this one. */
    retryOfId?: string;
    /** When it was requested, if not now (demo data). */
    at?: Date;
  },
): Promise<WithdrawalRow> {
  const [row] = await tx
    .insert(withdrawals)
    .values({
      athleteUserId: input.athleteId,
      amountCents: input.amountCents,
      payoutEmail: input.payoutEmail,
      provider: input.provider,
      status: input.reviewReasons?.length ? 'review' : 'pending',
      reviewReasons: input.reviewReasons ?? [],
      retryOfId: input.retryOfId ?? null,
      ...(input.at ? { createdAt: input.at, updatedAt: input.at } : {}),
    })
    .returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  await postTransaction(tx, {
    kind: 'withdrawal',
    description: `Withdrawal to ${input.payoutEmail}`,
    idempotencyKey: requestedKey(row.id),
    at: input.at,
    entries: [
      {
        accountId: await ensureAccount(tx, 'athlete_wallet', input.athleteId),
        amountCents: -input.amountCents,
      },
      { accountId: await ensureAccount(tx, 'payouts_pending'), amountCents: input.amountCents },
    ],
  });
  return row;
}
