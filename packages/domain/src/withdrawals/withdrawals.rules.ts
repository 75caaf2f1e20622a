import type { TCents } from '../money/money';
import { MIN_WITHDRAWAL_CENTS, PAYOUT_EMAIL_HOLD_HOURS } from '../wallet/wallet.limits';

/**
 * A withdrawal takes at least the minimum and at most what the wallet holds (spec part 2,
 * validation: "at least 5 and not above the balance"). The server checks it again under the
 * wallet's row lock; the form checks it to answer before the request.
 */
export function isWithdrawalAmountValid(amountCents: TCents, balanceCents: TCents): boolean {
  return (
    Number.isSafeInteger(amountCents) &&
    amountCents >= MIN_WITHDRAWAL_CENTS &&
    amountCents <= balanceCents
  );
}

/** The Withdraw button is usable only when at least the minimum can be taken out. */
export function canWithdraw(balanceCents: TCents): boolean {
  return balanceCents >= MIN_WITHDRAWAL_CENTS;
}

/** When withdrawals resume after a payout e-mail change made at `changedAt`. */
export function payoutHoldEndsAt(changedAt: Date): Date {
  return new Date(changedAt.getTime() + PAYOUT_EMAIL_HOLD_HOURS * 60 * 60 * 1000);
}

export type TPayoutHold = { changedAt: Date; endsAt: Date };

/**
 * The hold on withdrawals after the payout e-mail changed at `changedAt` (null: the sign-up
 * address, never held): when it ends, or null once it has ended. The server refuses a withdrawal
 * under the wallet's lock while it holds; the summary gives the page its end.
 */
export function payoutHold(changedAt: Date | null, now: Date = new Date()): TPayoutHold | null {
  if (!changedAt) return null;
  const endsAt = payoutHoldEndsAt(changedAt);
  return endsAt.getTime() > now.getTime() ? { changedAt, endsAt } : null;
}
