/** Money is integer cents everywhere but on screen. */
export type TCents = number;

export function dollarsToCents(dollars: number): TCents {
  return Math.round(dollars * 100);
}

/** The dollar amount of integer cents, for number inputs (250 -> 2.5). */
export function centsToDollars(cents: TCents): number {
  return cents / 100;
}

/**
 * One formatter per currency, made on first use. Building an `Intl.NumberFormat` loads locale
 * data: about 12 ms of a mid-range phone's main thread the first time, while the catalogue
 * formats a dozen prices as its modules load. Dollars, nearly every amount here, are written
 * directly, exactly as that formatter writes them (the test compares the two).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** 123456 -> "$1,234.56", -250 -> "-$2.50": `Intl.NumberFormat('en-US', USD)`'s text. */
function formatUsd(cents: TCents): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** Integer cents as the catalogue shows money: 250 -> "$2.50". */
export function formatCents(cents: TCents, currency = 'USD'): string {
  if (currency === 'USD' && Number.isFinite(cents)) return formatUsd(cents);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(centsToDollars(cents));
}
