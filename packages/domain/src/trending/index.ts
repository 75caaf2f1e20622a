/** The trending feature: "popular" athletes per purchase kind over the last 7 days. */
export * from './trending.kinds';
export * from './trending.messages';
export * from './trending.rules';
export * from './trending.schemas';
