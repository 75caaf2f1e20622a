/**
 * The agreement's tax note (spec part 1, Agreement: "NIL income form 1099 over $600"): a payer
 * whose payments to one athlete reach this in a calendar year is flagged on the statement.
 */
export const FORM_1099_THRESHOLD_CENTS = 60_000;

/** Years a statement can be asked for at all; the server narrows it to the account's years. */
export const STATEMENT_MIN_YEAR = 2000;
export const STATEMENT_MAX_YEAR = 9999;

/** A statement's calendar year, in UTC (the ledger's timestamps): [1 January, next 1 January). */
export function statementYearRange(year: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The years a statement exists for, newest first: from the account's first year to this one. */
export function statementYears(firstYear: number, currentYear: number): number[] {
  const first = Math.min(Math.max(firstYear, STATEMENT_MIN_YEAR), currentYear);
  const years: number[] = [];
  for (let y = currentYear; y >= first; y--) years.push(y);
  return years;
}
