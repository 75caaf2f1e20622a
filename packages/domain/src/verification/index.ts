/** The verification feature's schemas, rules and texts (fill in; one index per feature). */
export const verificationMessages = {} as const;
