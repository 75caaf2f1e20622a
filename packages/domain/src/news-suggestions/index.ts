/** The news-suggestions feature's schemas, rules and texts (fill in; one index per feature). */
export const newsSuggestionsMessages = {} as const;
