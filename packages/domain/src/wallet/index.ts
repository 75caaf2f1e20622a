/** The athlete's wallet: balance and history from the ledger, and the withdrawal limits. */
export * from './wallet.limits';
