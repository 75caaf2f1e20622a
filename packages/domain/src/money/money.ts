/** Money is integer cents everywhere but on screen. */
export type TCents = number;

export function dollarsToCents(dollars: number): TCents {
  return Math.round(dollars * 100);
}

/** The dollar amount of integer cents, for number inputs (250 -> 2.5). */
export function centsToDollars(cents: TCents): number {
  return cents / 100;
}

export function formatCents(cents: TCents, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    centsToDollars(cents),
  );
}
