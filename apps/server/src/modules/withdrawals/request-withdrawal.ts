import {
  isWithdrawalAmountValid,
  messages,
  payoutHold,
  payoutReviewReasons,
  type TWithdrawalCreated,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import { publishToUser } from '../../platform/events/publish';
import { badRequest, conflict } from '../../platform/http/app-error';
import { accountBalance, ensureAccount, lockAccount } from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { readSiteSettings } from '../site-settings/site-settings';
import { toWithdrawalItem } from './list-withdrawals';
import { payoutJob } from './payout-job';
import { recordWithdrawal } from './record-withdrawal';

/**
 * Phase one of a withdrawal, in one transaction under the wallet's row lock: the balance is read
 * after the lock, so parallel requests queue and none takes money another already took; the
 * withdrawal row, the ledger movement wallet -> pending payouts, and the payout job (or, when
 * the payout review rule of the site settings catches it, the `review` state and the operators'
 * work item instead) all commit together or not at all.
 *
 * The payout e-mail and when it last changed are read under that lock too, in one statement:
 * one row version, so a withdrawal that reads a new address also reads its change and is refused
 * while the hold lasts (409, nothing written). A change still in flight is not seen at all: the
 * withdrawal then goes to the address it replaces, as if requested just before it (the owner's
 * address, never the new one). So the change needs no wallet lock of its own.
 */
export async function requestWithdrawal(
  services: AppServices,
  athleteId: string,
  amountCents: number,
): Promise<TWithdrawalCreated> {
  const m = messages.withdrawals;
  const result = await services.db.transaction(async (tx) => {
    const wallet = await ensureAccount(tx, 'athlete_wallet', athleteId);
    await lockAccount(tx, wallet);
    const [profile] = await tx
      .select({
        payoutEmail: athleteProfiles.payoutEmail,
        changedAt: athleteProfiles.payoutEmailChangedAt,
      })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, athleteId));
    const payoutEmail = profile?.payoutEmail?.trim();
    if (!payoutEmail) throw conflict(m.noPayoutEmail);
    const hold = payoutHold(profile?.changedAt ?? null);
    if (hold) throw conflict(m.payoutEmailHeld(hold.changedAt, hold.endsAt));
    const balance = await accountBalance(tx, wallet);
    if (!isWithdrawalAmountValid(amountCents, balance)) {
      throw badRequest(m.incorrectAmount, { amountCents: m.incorrectAmount });
    }
    const { payoutReview } = await readSiteSettings(tx);
    const reviewReasons = payoutReviewReasons(
      payoutReview,
      amountCents,
      profile?.changedAt ?? null,
    );
    const row = await recordWithdrawal(tx, {
      athleteId,
      amountCents,
      payoutEmail,
      provider: services.payments.name,
      reviewReasons,
    });
    if (reviewReasons.length > 0) {
      // It waits for an operator (console, Money): their inbox item; no payout job until approved.
      await addAdminNotification(tx, 'withdrawal', row.id);
    } else {
      await services.jobs.send(payoutJob, { withdrawalId: row.id }, { db: tx });
    }
    return { row, balanceCents: balance - amountCents };
  });

  await publishToUser(services, athleteId, 'wallet.changed', {});
  if (result.row.status === 'review') await announceInboxChange(services);
  return {
    message: m.submitted,
    withdrawal: toWithdrawalItem(result.row),
    balanceCents: result.balanceCents,
  };
}
