/** The public deals page ("Great DEALS!"): vendor ads and their view counter. */
export * from './deals.limits';
export * from './deals.messages';
export * from './deals.schemas';
