/** Withdrawals from the athlete's wallet to their payout e-mail, in two ledger phases. */
export * from './withdrawals.endpoints';
export * from './withdrawals.messages';
export * from './withdrawals.rules';
export * from './withdrawals.schemas';
export * from './withdrawals.texts';
