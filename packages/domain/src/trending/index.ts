/** The trending feature's schemas, rules and texts (fill in; one index per feature). */
export const trendingMessages = {} as const;
