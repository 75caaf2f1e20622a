import { MIN_WITHDRAWAL_CENTS, payoutHold, type TWithdrawalSummary } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';

/**
 * The withdraw form's header: the balance from the ledger, where the money goes, and the hold
 * after a payout e-mail change while it lasts (the page pauses its form until it ends).
 */
export async function withdrawalSummary(
  db: DbOrTx,
  athleteId: string,
): Promise<TWithdrawalSummary> {
  const [profile] = await db
    .select({
      payoutEmail: athleteProfiles.payoutEmail,
      changedAt: athleteProfiles.payoutEmailChangedAt,
    })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athleteId));
  const hold = payoutHold(profile?.changedAt ?? null);
  return {
    balanceCents: await walletBalance(db, athleteId),
    minCents: MIN_WITHDRAWAL_CENTS,
    payoutEmail: profile?.payoutEmail?.trim() || null,
    payoutHold: hold && {
      changedAt: hold.changedAt.toISOString(),
      endsAt: hold.endsAt.toISOString(),
    },
  };
}
