/** Earnings (athlete) and giving (fan) statements of a year, built from the ledger. */
export * from './statements.endpoints';
export * from './statements.limits';
export * from './statements.messages';
export * from './statements.schemas';
export * from './statements.texts';
