import { describe, expect, it } from 'vitest';
import { isVerificationKind, VERIFICATION_KINDS, verificationPath } from './verification.kinds';
import { isLicenseActive, licenseEndsAt, licenseWeeks } from './verification.rules';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const bought = new Date('2025-03-05T12:00:00Z');

describe('display license', () => {
  it('buys one week per whole dollar, cents beyond it buy nothing', () => {
    expect(licenseWeeks(400)).toBe(4);
    expect(licenseWeeks(499)).toBe(4);
    expect(licenseWeeks(99)).toBe(0);
    expect(licenseWeeks(100_000)).toBe(1000);
  });

  it('is active from the purchase until the last week ends, not after', () => {
    const end = licenseEndsAt(bought, 400);
    expect(end.getTime()).toBe(bought.getTime() + 4 * WEEK);
    expect(isLicenseActive(bought, 400, bought)).toBe(true);
    expect(isLicenseActive(bought, 400, new Date(end.getTime() - 1))).toBe(true);
    expect(isLicenseActive(bought, 400, end)).toBe(false);
  });

  it('gives nothing under $1: never active', () => {
    expect(isLicenseActive(bought, 50, bought)).toBe(false);
  });

  it('$599, the most a license costs, lasts over 11 years', () => {
    const years = (licenseEndsAt(bought, 59_900).getTime() - bought.getTime()) / (365.25 * 86400e3);
    expect(years).toBeGreaterThan(11);
    expect(years).toBeLessThan(12);
  });
});

describe('verification kinds', () => {
  it("keeps the spec's URL spelling and maps each to a purchase kind", () => {
    expect(VERIFICATION_KINDS.endorsment_badges).toBe('endorsement');
    expect(VERIFICATION_KINDS.my_badges).toBe('sport_badge');
    expect(isVerificationKind('endorsement_badges')).toBe(false);
    expect(isVerificationKind('toString')).toBe(false);
    expect(verificationPath('momento', 'abc')).toBe('/verify/momento/abc');
  });
});
