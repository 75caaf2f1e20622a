import type { TCents } from '../money/money';
import { MIN_WITHDRAWAL_CENTS } from '../wallet/wallet.limits';

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
