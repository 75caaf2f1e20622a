/** The badge verification feature: a purchase's record and its display license. */
export * from './verification.kinds';
export * from './verification.messages';
export * from './verification.rules';
export * from './verification.schemas';
