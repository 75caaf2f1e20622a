/** The consent feature's schemas, rules and texts (fill in; one index per feature). */
export const consentMessages = {} as const;
