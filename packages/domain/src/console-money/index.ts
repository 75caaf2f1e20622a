/** The console's Money screen (issue 34, item 6): withdrawals' review, refunds, the ledger. */
export * from './console-money.endpoints';
export * from './console-money.messages';
export * from './console-money.schemas';
export * from './console-money.texts';
export * from './payout-review';
