import type { TCents } from '../money/money';

/** Wallet and withdrawals (spec part 2, constants: "Minimum withdrawal: 5 dollars"). */
export const MIN_WITHDRAWAL_CENTS: TCents = 500;
