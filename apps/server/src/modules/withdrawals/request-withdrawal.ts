import { isWithdrawalAmountValid, messages, type TWithdrawalCreated } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { adminNotifications, athleteProfiles } from '../../db/schema';
import { publishToUser } from '../../platform/events/publish';
import { badRequest, conflict } from '../../platform/http/app-error';
import { accountBalance, ensureAccount, lockAccount } from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { toWithdrawalItem } from './list-withdrawals';
import { payoutJob } from './payout-job';
import { recordWithdrawal } from './record-withdrawal';

/**
 * Phase one of a withdrawal, in one transaction under the wallet's row lock: the balance is read
 * after the lock, so parallel requests queue and none takes money another already took; the
 * withdrawal row, the ledger movement wallet -> pending payouts, the operators' work item and
 * the payout job all commit together or not at all.
 */
export async function requestWithdrawal(
  services: AppServices,
  athleteId: string,
  amountCents: number,
): Promise<TWithdrawalCreated> {
  const m = messages.withdrawals;
  const [profile] = await services.db
    .select({ payoutEmail: athleteProfiles.payoutEmail })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athleteId));
  const payoutEmail = profile?.payoutEmail?.trim();
  if (!payoutEmail) throw conflict(m.noPayoutEmail);

  const result = await services.db.transaction(async (tx) => {
    const wallet = await ensureAccount(tx, 'athlete_wallet', athleteId);
    await lockAccount(tx, wallet);
    const balance = await accountBalance(tx, wallet);
    if (!isWithdrawalAmountValid(amountCents, balance)) {
      throw badRequest(m.incorrectAmount, { amountCents: m.incorrectAmount });
    }
    const row = await recordWithdrawal(tx, {
      athleteId,
      amountCents,
      payoutEmail,
      provider: services.payments.name,
    });
    await tx.insert(adminNotifications).values({ type: 'withdrawal', notifyId: row.id });
    await services.jobs.send(payoutJob, { withdrawalId: row.id }, { db: tx });
    return { row, balanceCents: balance - amountCents };
  });

  await publishToUser(services, athleteId, 'wallet.changed', {});
  return {
    message: m.submitted,
    withdrawal: toWithdrawalItem(result.row),
    balanceCents: result.balanceCents,
  };
}
