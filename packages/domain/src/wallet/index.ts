/** The athlete's wallet: balance and history from the ledger, and the withdrawal limits. */
export * from './wallet.endpoints';
export * from './wallet.limits';
export * from './wallet.messages';
export * from './wallet.schemas';
