import type { TCents } from '../money/money';

/** Wallet and withdrawals (spec part 2, constants: "Minimum withdrawal: 5 dollars"). */
export const MIN_WITHDRAWAL_CENTS: TCents = 500;

/**
 * Hours withdrawals wait after the payout e-mail changes. Whoever takes over an account changes
 * where the money goes first and withdraws at once; the change tells the sign-in e-mail and the
 * old payout address, and this hold gives the owner a day to read that notice, reset the
 * password and set the address back before any money leaves for the new address (as real
 * marketplaces hold payouts to a new account). The address given at sign-up is not held.
 */
export const PAYOUT_EMAIL_HOLD_HOURS = 24;
