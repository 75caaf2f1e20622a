import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/auth.limits';
import { authMessages } from '../auth/auth.messages';
import {
  EARLIEST_BIRTH_YEAR,
  MIN_ATHLETE_AGE_YEARS,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
} from './registration.limits';
import { registrationMessages as m } from './registration.messages';

/** The digits of a phone number as typed, at most 10 (other characters are dropped). */
export const phoneDigits = (input: string): string =>
  input.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/**
 * Formats up to 10 digits as (xxx)-(xxx)-(xxxx), progressively while typing:
 * '12345' gives '(123)-(45)'. Pure, so the browser formats exactly as the server stores.
 */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)]
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join('-');
}

/** Letters (any alphabet) and spaces; the form drops other characters as they are typed. */
export const keepNameCharacters = (input: string): string => input.replace(/[^\p{L} ]/gu, '');

/** 'YYYY-MM-DD' as a real calendar date (no 2023-02-30), or null. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return { y, m: mo, d };
}

/** True when the birthday `years` years on is today or earlier (dates compared in UTC). */
export function isAtLeastYearsOld(dateOfBirth: string, years: number, today = new Date()): boolean {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return false;
  const t = { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() };
  const age = t.y - dob.y - (t.m < dob.m || (t.m === dob.m && t.d < dob.d) ? 1 : 0);
  return age >= years;
}

export const ZPersonName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, m.nameTooLong)
    .regex(/^[\p{L} ]+$/u, m.nameLettersOnly)
    .transform((v) => v.replace(/\s+/g, ' '));

/** One check with one message, never aborting: the cross-field rules still run beside it. */
export const ZDateOfBirth = z
  .string({ error: m.dateOfBirthRequired })
  .min(1, m.dateOfBirthRequired)
  .superRefine((value, ctx) => {
    if (!value) return;
    const date = parseIsoDate(value);
    if (!date || date.y < EARLIEST_BIRTH_YEAR) {
      ctx.addIssue({ code: 'custom', message: m.dateOfBirthInvalid });
    } else if (!isAtLeastYearsOld(value, MIN_ATHLETE_AGE_YEARS)) {
      ctx.addIssue({ code: 'custom', message: m.dateOfBirthTooRecent });
    }
  });

export const ZEmailAddress = (invalidMessage: string, requiredMessage = invalidMessage) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .pipe(z.email(invalidMessage))
    .transform((e) => e.toLowerCase());

/** Where withdrawals are paid (PayPal): set at sign-up, changed on the profile with the password. */
export const ZPayoutEmail = ZEmailAddress(m.payoutEmailInvalid);

export const ZSignUpPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH);

/** Any spelling of a 10-digit number; stored and returned as (xxx)-(xxx)-(xxxx). */
export const ZPhone = z
  .string({ error: m.phoneInvalid })
  .refine((v) => v.replace(/\D/g, '').length === PHONE_DIGITS, m.phoneInvalid)
  .transform(formatPhone);

/** An optional picker or text value: '' counts as not chosen. */
export const ZOptionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
