/** The deals feature's schemas, rules and texts (fill in; one index per feature). */
export const dealsMessages = {} as const;
