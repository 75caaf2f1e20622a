import type { TCents } from '../money/money';

/** Wallet and withdrawals (spec part 2, constants: "Minimum withdrawal: 5 dollars"). */
export const MIN_WITHDRAWAL_CENTS: TCents = 500;

/** The wallet history shows this many ledger entries a page (spec part 2: "5 per page"). */
export const WALLET_HISTORY_PAGE_SIZE = 5;
