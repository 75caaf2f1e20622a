import { z } from 'zod';
import type { TCents } from './money';

/**
 * A price offered as a few fixed choices or a custom whole-dollar amount in a range (the badge
 * forms: "6, 8, 10, or custom from 11 to 500"). Amounts are cents; dollars only name the rule.
 */
export type TPriceChoices = {
  /** The fixed choices, in whole dollars. */
  choices: readonly number[];
  customMinDollars: number;
  customMaxDollars: number;
};

/** True when the amount (cents) is one of the choices or a whole-dollar custom price in range. */
export function isAllowedPrice(cents: TCents, rule: TPriceChoices): boolean {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents % 100 !== 0) return false;
  const dollars = cents / 100;
  if (rule.choices.includes(dollars)) return true;
  return dollars >= rule.customMinDollars && dollars <= rule.customMaxDollars;
}

/** "$4, $6, $8, $10 or a custom whole-dollar price from $11 to $1000": a rule in words. */
export function priceChoicesText(rule: TPriceChoices): string {
  const dollars = (d: number) => `$${d}`;
  return `${rule.choices.map(dollars).join(', ')} or a custom whole-dollar price from ${dollars(
    rule.customMinDollars,
  )} to ${dollars(rule.customMaxDollars)}`;
}

/** The choices as cents (what the form's buttons send). */
export const priceChoicesCents = (rule: TPriceChoices): number[] =>
  rule.choices.map((d) => d * 100);

/**
 * An optional price in cents: absent, null and 0 mean "no price" (null); any other value must
 * be an allowed price, else `outOfRange`.
 */
export function ZOptionalPrice(rule: TPriceChoices, outOfRange: string) {
  return z
    .union([z.number(), z.null()], { error: outOfRange })
    .optional()
    .transform((v) => (v === undefined || v === 0 ? null : v))
    .refine((v) => v === null || isAllowedPrice(v, rule), outOfRange);
}
