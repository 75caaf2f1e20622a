import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  chatSettlement,
  MAX_SPLIT_CENTS,
  ROYALTY_PAYEES,
  RoyaltyRuleError,
  royaltyRule,
  SALE_KINDS,
  splitAmount,
  splitSale,
  type TChatOutcome,
  type TRoyaltyRule,
  type TSaleTerms,
} from './royalties';

const OUTCOMES: TChatOutcome[] = ['satisfactory', 'rude_or_short', 'no_show'];
const ALL_TERMS: TSaleTerms[] = [false, true].flatMap((withManager) =>
  [false, true].flatMap((withSchoolIp) =>
    OUTCOMES.map((chatOutcome) => ({ withManager, withSchoolIp, chatOutcome })),
  ),
);

/** A fixed-seed generator, so a failure names an amount that fails again on every run. */
function* amounts(count: number, seed = 12_345) {
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    // Mostly small prices, some large, to cover both ends of the range.
    yield i % 10 === 0 ? x * 100 : x % 200_000;
  }
}

/** The rounding rule spelled out with BigInt, independently of the implementation. */
const floorShare = (cents: number, bp = 0) =>
  Number((BigInt(cents) * BigInt(bp)) / BigInt(BASIS_POINTS));

/** What is wrong with the split of `cents` by `rule`, checked against the rule in words; null if nothing. */
function violation(cents: number, rule: TRoyaltyRule): string | null {
  const split = splitAmount(cents, rule);
  if (split.athlete + split.manager + split.school + split.platform !== cents) return 'sum';
  if (split.platform < 0) return 'platform negative';
  for (const p of ROYALTY_PAYEES) {
    const bp = rule[p] ?? 0;
    if (!Number.isInteger(split[p]) || split[p] < 0) return `${p} not whole cents`;
    if (split[p] !== floorShare(cents, bp)) return `${p} not rounded down`;
    // Rounded down: never above the stated percentage, and less than a cent under it (BigInt:
    // the products of the largest amounts are beyond a double's exact integers).
    const owed = BigInt(cents) * BigInt(bp);
    const paid = BigInt(split[p]) * BigInt(BASIS_POINTS);
    if (paid > owed || paid + BigInt(BASIS_POINTS) <= owed) return `${p} off by a cent or more`;
  }
  return null;
}

describe('royalty rules (spec part 1, agreement summary)', () => {
  it('gives the platform all of a registration fee and of a shop order', () => {
    expect(splitSale('registration_fee', 400)).toEqual({
      athlete: 0,
      manager: 0,
      school: 0,
      platform: 400,
    });
    expect(splitSale('shop_order', 697, { withManager: true, withSchoolIp: true }).platform).toBe(
      697,
    );
  });

  it('pays 88 % of badges, endorsements and pizza money to the athlete, 79.2 % with a manager', () => {
    for (const kind of [
      'sport_badge',
      'seasonal_badge',
      'talking_badge',
      'endorsement',
      'pizza_money',
    ] as const) {
      expect(royaltyRule(kind)).toEqual({ athlete: 8800 });
      expect(royaltyRule(kind, { withManager: true })).toEqual({ athlete: 7920, manager: 880 });
      expect(splitSale(kind, 10_000)).toEqual({
        athlete: 8800,
        manager: 0,
        school: 0,
        platform: 1200,
      });
      expect(splitSale(kind, 10_000, { withManager: true })).toEqual({
        athlete: 7920,
        manager: 880,
        school: 0,
        platform: 1200,
      });
    }
  });

  it('pays mementos 88 %, 78 % with a school IP contract or a manager, 68 % with both', () => {
    expect(royaltyRule('momento').athlete).toBe(8800);
    expect(royaltyRule('momento', { withSchoolIp: true })).toMatchObject({
      athlete: 7800,
      school: 1000,
    });
    expect(royaltyRule('momento', { withManager: true })).toMatchObject({
      athlete: 7800,
      manager: 1000,
    });
    expect(splitSale('momento', 10_000, { withManager: true, withSchoolIp: true })).toEqual({
      athlete: 6800,
      manager: 1000,
      school: 1000,
      platform: 1200,
    });
  });

  it('pays chats by outcome: 88/79.2, 53/47.7, 23/20.7 % without/with a manager', () => {
    const expected: Record<TChatOutcome, [number, number]> = {
      satisfactory: [8800, 7920],
      rude_or_short: [5300, 4770],
      no_show: [2300, 2070],
    };
    for (const kind of ['single_chat', 'group_chat'] as const) {
      for (const outcome of OUTCOMES) {
        const [alone, managed] = expected[outcome];
        expect(royaltyRule(kind, { chatOutcome: outcome }).athlete).toBe(alone);
        const withManager = royaltyRule(kind, { chatOutcome: outcome, withManager: true });
        expect(withManager.athlete).toBe(managed);
        expect((withManager.athlete ?? 0) + (withManager.manager ?? 0)).toBe(alone);
      }
      expect(royaltyRule(kind)).toEqual(royaltyRule(kind, { chatOutcome: 'satisfactory' }));
    }
  });

  it('gives the school a share only for mementos', () => {
    for (const kind of SALE_KINDS) {
      if (kind === 'momento') continue;
      expect(royaltyRule(kind, { withSchoolIp: true }).school ?? 0).toBe(0);
    }
  });

  it('never promises more than 100 % and uses whole basis points', () => {
    for (const kind of SALE_KINDS) {
      for (const terms of ALL_TERMS) {
        const rule = royaltyRule(kind, terms);
        const total = ROYALTY_PAYEES.reduce((sum, p) => sum + (rule[p] ?? 0), 0);
        expect(total).toBeLessThanOrEqual(BASIS_POINTS);
        for (const p of ROYALTY_PAYEES) expect(Number.isInteger(rule[p] ?? 0)).toBe(true);
      }
    }
  });
});

describe('splitting an amount (one rounding rule: payees round down, the platform takes the rest)', () => {
  it('rounds each payee down and leaves the fraction to the platform', () => {
    // 88 % of 1 cent is 0.88: the athlete gets 0, the platform 1.
    expect(splitSale('sport_badge', 1)).toEqual({ athlete: 0, manager: 0, school: 0, platform: 1 });
    // 88 % of 799 = 703.12 -> 703; 12 % = 95.88 -> the rest, 96.
    expect(splitSale('sport_badge', 799)).toMatchObject({ athlete: 703, platform: 96 });
    // 79.2 % of 999 = 791.208 -> 791; 8.8 % = 87.912 -> 87; platform 121 (119.88 + fractions).
    expect(splitSale('endorsement', 999, { withManager: true })).toEqual({
      athlete: 791,
      manager: 87,
      school: 0,
      platform: 121,
    });
    expect(splitSale('momento', 0)).toEqual({ athlete: 0, manager: 0, school: 0, platform: 0 });
  });

  it('for every amount up to $100 and every kind and terms: sums exactly, none negative, rule holds', () => {
    const rules = SALE_KINDS.flatMap((kind) => ALL_TERMS.map((terms) => royaltyRule(kind, terms)));
    const distinct = [...new Map(rules.map((r) => [JSON.stringify(r), r])).values()];
    expect(distinct.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const rule of distinct) {
      for (let cents = 0; cents <= 10_000; cents++) {
        const problem = violation(cents, rule);
        if (problem) failures.push(`${cents} ${JSON.stringify(rule)}: ${problem}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('holds for large and random amounts up to the safe maximum', () => {
    const samples = [...amounts(2_000), MAX_SPLIT_CENTS, MAX_SPLIT_CENTS - 1, 2 ** 31 - 1];
    const failures: string[] = [];
    for (const kind of SALE_KINDS) {
      for (const terms of ALL_TERMS) {
        const rule = royaltyRule(kind, terms);
        for (const cents of samples) {
          const problem = violation(cents, rule);
          if (problem) failures.push(`${cents} ${kind} ${JSON.stringify(terms)}: ${problem}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('is monotonic: a larger sale never pays a payee less', () => {
    const rule = royaltyRule('momento', { withManager: true, withSchoolIp: true });
    let previous = splitAmount(0, rule);
    for (let cents = 1; cents <= 5_000; cents++) {
      const split = splitAmount(cents, rule);
      for (const p of ROYALTY_PAYEES) expect(split[p]).toBeGreaterThanOrEqual(previous[p]);
      previous = split;
    }
  });

  it('refuses fractional, negative or unsafe amounts and impossible rules', () => {
    for (const bad of [-1, 0.5, 12.3, Number.NaN, Number.POSITIVE_INFINITY, MAX_SPLIT_CENTS + 1]) {
      expect(() => splitAmount(bad, { athlete: 8800 })).toThrow(RoyaltyRuleError);
    }
    expect(() => splitAmount(100, { athlete: 8800, manager: 1201 })).toThrow(RoyaltyRuleError);
    expect(() => splitAmount(100, { athlete: 88.5 })).toThrow(RoyaltyRuleError);
    expect(() => splitAmount(100, { school: -1 })).toThrow(RoyaltyRuleError);
  });
});

describe('chatSettlement', () => {
  it('pays the rated share, keeps the platform at 12 % and returns the rest to the fan', () => {
    const noShow = chatSettlement('single_chat', 10_000, 'no_show');
    expect(noShow.split).toEqual({ athlete: 2300, manager: 0, school: 0, platform: 1200 });
    expect(noShow.returnedCents).toBe(6500);
    expect(noShow.chargedCents).toBe(3500);
    const rude = chatSettlement('group_chat', 10_000, 'rude_or_short', true);
    expect(rude.split).toEqual({ athlete: 4770, manager: 530, school: 0, platform: 1200 });
    expect(rude.returnedCents).toBe(3500);
    const good = chatSettlement('single_chat', 10_000, 'satisfactory');
    expect(good).toEqual({
      split: { athlete: 8800, manager: 0, school: 0, platform: 1200 },
      returnedCents: 0,
      chargedCents: 10_000,
    });
  });

  it('always charges what the payees and the platform receive, to the cent', () => {
    for (const price of [1, 7, 99, 1234, 999_999]) {
      for (const outcome of OUTCOMES) {
        for (const withManager of [false, true]) {
          const s = chatSettlement('single_chat', price, outcome, withManager);
          const { athlete, manager, school, platform } = s.split;
          expect(athlete + manager + school + platform).toBe(s.chargedCents);
          expect(platform).toBeGreaterThanOrEqual(0);
          expect(s.chargedCents + s.returnedCents).toBe(price);
        }
      }
    }
  });
});
