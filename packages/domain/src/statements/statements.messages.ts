/** Refusals of the statements' routes (the catalogue's one place for them). */
export const statementsMessages = {
  /** Not a year, or a year no statement can exist for (before the account, or in the future). */
  badYear: 'Choose a year from your first year on the platform to this year.',
} as const;
