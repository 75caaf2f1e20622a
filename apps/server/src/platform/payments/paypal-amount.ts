/**
 * PayPal amounts are decimal strings; ours are integer cents. Converting with string and
 * integer arithmetic (never floats) keeps 4.10 from becoming 409 cents.
 * Only two-decimal currencies are supported: everything we sell is priced in USD cents.
 */
const TWO_DECIMAL = /^[A-Z]{3}$/;
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

function assertTwoDecimal(currency: string) {
  if (!TWO_DECIMAL.test(currency) || ZERO_DECIMAL.has(currency)) {
    throw new Error(`unsupported currency for cents: ${currency}`);
  }
}

export function centsToPayPalValue(cents: number, currency: string): string {
  assertTwoDecimal(currency);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`invalid amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Parses PayPal's "4.00" (or "4", "4.5") into cents; null when it is not a plain amount. */
export function payPalValueToCents(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
