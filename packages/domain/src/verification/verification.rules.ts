/**
 * The license a purchase buys (spec: endorsement pricing; terms: "7 days of medallion display
 * per dollar spent"): every whole dollar buys one week of public display, counted from the
 * purchase time. Cents beyond the last whole dollar buy nothing; under $1 buys no display.
 * The license is active while now is before the end: created_at + floor(dollars) weeks.
 */
export const LICENSE_CENTS_PER_WEEK = 100;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function licenseWeeks(amountCents: number): number {
  return Math.max(0, Math.floor(amountCents / LICENSE_CENTS_PER_WEEK));
}

export function licenseEndsAt(purchasedAt: Date, amountCents: number): Date {
  return new Date(purchasedAt.getTime() + licenseWeeks(amountCents) * WEEK_MS);
}

export function isLicenseActive(purchasedAt: Date, amountCents: number, now: Date): boolean {
  return now.getTime() < licenseEndsAt(purchasedAt, amountCents).getTime();
}

/**
 * A purchase's license: a memento's lasts the weeks its athlete set (`fixedWeeks`); every other
 * kind one week per whole dollar.
 */
export function purchaseLicense(
  purchasedAt: Date,
  amountCents: number,
  fixedWeeks: number | null | undefined,
  now: Date,
): { weeks: number; endsAt: Date; active: boolean } {
  const weeks = fixedWeeks ?? licenseWeeks(amountCents);
  const endsAt = new Date(purchasedAt.getTime() + weeks * WEEK_MS);
  return { weeks, endsAt, active: now.getTime() < endsAt.getTime() };
}
