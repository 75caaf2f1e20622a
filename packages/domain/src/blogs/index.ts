/** The blogs feature's schemas, rules and texts (fill in; one index per feature). */
export const blogsMessages = {} as const;
