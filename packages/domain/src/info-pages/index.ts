/** The info-pages feature's schemas, rules and texts (fill in; one index per feature). */
export const infoPagesMessages = {} as const;
