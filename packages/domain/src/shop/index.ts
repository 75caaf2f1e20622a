/** The shop feature's schemas, rules and texts (fill in; one index per feature). */
export const shopMessages = {} as const;
