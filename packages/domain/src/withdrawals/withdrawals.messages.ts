import { formatCents, type TCents } from '../money/money';
import { noticeTime } from '../profile/profile.messages';

/** Wallet withdrawals (spec part 2: validation and toasts; the spec's spelling corrected). */
export const withdrawalsMessages = {
  /** Below the minimum or above the available balance (spec: "Please enter a correct amount"). */
  incorrectAmount: 'Please enter a correct amount',
  /** The spec's 'Withdrawl request sucessfully', its spelling corrected and nothing else. */
  submitted: 'Withdrawal request successfully',
  noPayoutEmail: 'Add a payout e-mail to your profile before requesting a withdrawal.',
  /** The athlete's notification when the provider could not pay (the money is back). */
  payoutFailed: (amountCents: TCents, email: string) =>
    `Your withdrawal of ${formatCents(amountCents)} to ${email} could not be paid out; the money is back in your wallet.`,
  /**
   * A withdrawal while the payout e-mail's hold lasts (PAYOUT_EMAIL_HOLD_HOURS): the refusal and
   * the withdraw page's notice, dated as the change's notice e-mail dates it (UTC).
   */
  payoutEmailHeld: (changedAt: Date, endsAt: Date) =>
    `Your payout e-mail changed on ${noticeTime(changedAt)}; withdrawals resume on ${noticeTime(endsAt)}.`,
  empty: 'No withdrawals yet.',
} as const;
