import { MIN_WITHDRAWAL_CENTS, type TWithdrawalSummary } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';

/** The withdraw form's header: the balance from the ledger and where the money goes. */
export async function withdrawalSummary(
  db: DbOrTx,
  athleteId: string,
): Promise<TWithdrawalSummary> {
  const [profile] = await db
    .select({ payoutEmail: athleteProfiles.payoutEmail })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athleteId));
  return {
    balanceCents: await walletBalance(db, athleteId),
    minCents: MIN_WITHDRAWAL_CENTS,
    payoutEmail: profile?.payoutEmail?.trim() || null,
  };
}
