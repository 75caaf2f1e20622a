import { PURCHASE_KINDS } from '../trending/trending.kinds';
import type { TCents } from './money';

/**
 * Every kind of sale the platform records (the `purchases.kind` column). The fan-to-athlete
 * kinds (PURCHASE_KINDS) are the trending tabs; pizza money (food assistance) credits an athlete
 * too but is not a trending tab; the registration fee and shop orders are the platform's own.
 */
export const SALE_KINDS = [
  ...PURCHASE_KINDS,
  'pizza_money',
  'registration_fee',
  'shop_order',
  /** The $0.30 fee for a seasonal badge past the 5 free ones (the platform's). */
  'seasonal_badge_fee',
  /** The $0.15 fee for a talking badge past the 50 free ones (the platform's). */
  'talking_badge_fee',
  /** The $2 / $4 sports community badge an athlete buys (the platform's). */
  'community_badge',
  /** A contest's vote-getter or honor badge a fan buys (issue 37): a badge like any other. */
  'contest_badge',
] as const;
export type TSaleKind = (typeof SALE_KINDS)[number];

/** 100 % in basis points: 1 bp = 0.01 %, so 88 % is 8800 and 79.2 % is 7920. */
export const BASIS_POINTS = 10_000;

/** Who receives part of a sale. The platform is never listed: it takes what the others leave. */
export const ROYALTY_PAYEES = ['athlete', 'manager', 'school'] as const;
export type TRoyaltyPayee = (typeof ROYALTY_PAYEES)[number];

/** Each payee's share in basis points; a payee not listed gets nothing. */
export type TRoyaltyRule = Readonly<Partial<Record<TRoyaltyPayee, number>>>;

export type TChatOutcome = 'satisfactory' | 'rude_or_short' | 'no_show';

/** What changes the split of one sale (spec part 1, agreement summary). */
export type TSaleTerms = {
  /** The athlete has a manager, who is paid from the athlete's side. */
  withManager?: boolean;
  /** The athlete's school holds an IP contract (mementos only). */
  withSchoolIp?: boolean;
  /** How a chat went; a chat is booked as satisfactory unless the resolution center rules otherwise. */
  chatOutcome?: TChatOutcome;
};

/**
 * The athlete's share of a chat by outcome, without / with a manager (88 % / 79.2 %, 53 % / 47.7 %,
 * 23 % / 20.7 %). With a manager the manager receives the difference (10 % of the athlete's part).
 * Where the rest of a rude or missed chat goes is not stated; it stays with the platform here.
 */
const CHAT_ATHLETE_BP: Record<TChatOutcome, readonly [number, number]> = {
  satisfactory: [8800, 7920],
  rude_or_short: [5300, 4770],
  no_show: [2300, 2070],
};

/** Badges, endorsements and food assistance: 88 % to the athlete, 79.2 % with a manager. */
const SUPPORT_ATHLETE_BP = [8800, 7920] as const;

/** Mementos: 88 %, 78 % with a school IP contract or a manager, 68 % with both; each takes 10 %. */
const MEMENTO_ATHLETE_BP = 8800;
const MEMENTO_SCHOOL_BP = 1000;
const MEMENTO_MANAGER_BP = 1000;

function managedRule([alone, managed]: readonly [number, number], withManager: boolean) {
  return withManager ? { athlete: managed, manager: alone - managed } : { athlete: alone };
}

/**
 * The royalty rule of one sale (spec part 1, "Agreement": royalty to athlete). The registration
 * fee and shop orders are all the platform's. Seasonal videos and vote-getter badges have no
 * stated share of their own; the seasonal badge (shown as "Seasonal Videos") and the talking
 * badge are badges.
 */
export function royaltyRule(kind: TSaleKind, terms: TSaleTerms = {}): TRoyaltyRule {
  const withManager = terms.withManager ?? false;
  switch (kind) {
    case 'registration_fee':
    case 'shop_order':
    case 'seasonal_badge_fee':
    case 'talking_badge_fee':
    case 'community_badge':
      return {};
    case 'momento': {
      const manager = withManager ? MEMENTO_MANAGER_BP : 0;
      const school = terms.withSchoolIp ? MEMENTO_SCHOOL_BP : 0;
      return { athlete: MEMENTO_ATHLETE_BP - manager - school, manager, school };
    }
    case 'single_chat':
    case 'group_chat':
      return managedRule(CHAT_ATHLETE_BP[terms.chatOutcome ?? 'satisfactory'], withManager);
    case 'sport_badge':
    case 'seasonal_badge':
    case 'talking_badge':
    case 'contest_badge':
    case 'endorsement':
    case 'pizza_money':
      return managedRule(SUPPORT_ATHLETE_BP, withManager);
  }
}

export type TSaleSplit = Record<TRoyaltyPayee | 'platform', TCents>;

/** Largest amount whose products with a share in basis points stay exact in a JS number. */
export const MAX_SPLIT_CENTS = Math.floor(Number.MAX_SAFE_INTEGER / BASIS_POINTS);

export class RoyaltyRuleError extends Error {}

/** floor(cents x bp / 10 000) in exact integer arithmetic (no float division). */
function shareOf(cents: TCents, bp: number): TCents {
  const scaled = cents * bp;
  return (scaled - (scaled % BASIS_POINTS)) / BASIS_POINTS;
}

/**
 * Splits an amount of integer cents by a rule. The one rounding rule: each payee's share is
 * rounded DOWN to a whole cent, and the platform takes the remainder. Why the platform: the
 * agreement states the payees' shares as what they are paid at most ("up to 88 %"), so rounding
 * down never pays anyone more than their percentage and never less than a cent under it; the
 * platform's share is by definition "the rest", so one party absorbs every fraction and the
 * shares always add up to the amount exactly. No floats: a share is computed from an integer
 * product, so the same sale always splits the same way on server, database and screen.
 */
export function splitAmount(amountCents: TCents, rule: TRoyaltyRule): TSaleSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_SPLIT_CENTS) {
    throw new RoyaltyRuleError(`amount must be whole cents from 0 to ${MAX_SPLIT_CENTS}`);
  }
  let promised = 0;
  for (const payee of ROYALTY_PAYEES) {
    const bp = rule[payee] ?? 0;
    if (!Number.isInteger(bp) || bp < 0) {
      throw new RoyaltyRuleError(`share of ${payee} must be whole basis points`);
    }
    promised += bp;
  }
  if (promised > BASIS_POINTS) throw new RoyaltyRuleError('shares exceed 100 %');
  const athlete = shareOf(amountCents, rule.athlete ?? 0);
  const manager = shareOf(amountCents, rule.manager ?? 0);
  const school = shareOf(amountCents, rule.school ?? 0);
  return { athlete, manager, school, platform: amountCents - athlete - manager - school };
}

/** The split of one sale: its rule under its terms, applied to its amount. */
export function splitSale(
  kind: TSaleKind,
  amountCents: TCents,
  terms: TSaleTerms = {},
): TSaleSplit {
  return splitAmount(amountCents, royaltyRule(kind, terms));
}

/** Sales that credit an athlete (and so need one); the others are the platform's own. */
export function saleCreditsAthlete(kind: TSaleKind): boolean {
  return (royaltyRule(kind).athlete ?? 0) > 0;
}

/**
 * How a chat's price is settled once the fan rated it. The payees' shares are the rated outcome's
 * (23 % to the athlete for a no-show); what a satisfactory chat would have paid them above that
 * goes back to the fan, not to the platform, so the platform keeps the same 12 % (with or
 * without a manager) whatever the outcome. The fan is charged the price less that return: the
 * authorised hold is captured for `chargedCents` and the rest released.
 */
export type TChatShares = {
  split: TSaleSplit;
  returnedCents: TCents;
  chargedCents: TCents;
};

export function chatSettlement(
  kind: 'single_chat' | 'group_chat',
  priceCents: TCents,
  outcome: TChatOutcome,
  withManager = false,
): TChatShares {
  const paid = (split: TSaleSplit) => split.athlete + split.manager + split.school;
  const rated = splitSale(kind, priceCents, { withManager, chatOutcome: outcome });
  const full = splitSale(kind, priceCents, { withManager, chatOutcome: 'satisfactory' });
  const returnedCents = paid(full) - paid(rated);
  return {
    split: { ...rated, platform: rated.platform - returnedCents },
    returnedCents,
    chargedCents: priceCents - returnedCents,
  };
}
