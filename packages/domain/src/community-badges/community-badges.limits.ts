import type { TCents } from '../money/money';

/** The athlete's first sports community badge costs $2 (issue 16). */
export const COMMUNITY_BADGE_FIRST_PRICE_CENTS: TCents = 200;
/** Every later one costs $4. */
export const COMMUNITY_BADGE_LATER_PRICE_CENTS: TCents = 400;
/**
 * The first badge's price is held by one open checkout at a time (decision 0043): a checkout
 * opened while another at $2 is open costs $4. An unpaid $2 checkout holds the price this long;
 * past it the next checkout closes it and takes the $2 (a cancel at the checkout frees it at once).
 */
export const COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES = 15;

/** The record's fixed badgeType text (spec part 2, section 3). */
export const COMMUNITY_BADGE_TYPE = 'Sports Community Badge';
/** The payment's description (what the wallet and the provider show). */
export const COMMUNITY_BADGE_DESCRIPTION = 'FHP Sports Community Badge';

/** The first number the database sequence hands out: FHP-00100001. */
export const COMMUNITY_BADGE_FIRST_NUMBER = 100_001;
/** Digits after `FHP-`, zero-padded: 100001 is written FHP-00100001 as in the spec. */
const BADGE_NUMBER_DIGITS = 8;

/**
 * The price of the athlete's next badge, from how many they already own and how many open
 * checkouts hold the first badge's price: $2 only when neither.
 */
export function communityBadgePriceCents(ownedCount: number, firstPriceHeld = 0): TCents {
  return ownedCount === 0 && firstPriceHeld === 0
    ? COMMUNITY_BADGE_FIRST_PRICE_CENTS
    : COMMUNITY_BADGE_LATER_PRICE_CENTS;
}

/** The printed badge number of a sequence value: 100001 becomes FHP-00100001. */
export function formatCommunityBadgeNumber(sequenceValue: number): string {
  return `FHP-${String(sequenceValue).padStart(BADGE_NUMBER_DIGITS, '0')}`;
}

/** The PDF's file name (spec part 2, section 2). */
export function communityBadgePdfName(badgeNumber: string): string {
  return `FHP_Badge_${badgeNumber}.pdf`;
}

/** The public page a badge's QR code points at. */
export function communityBadgeVerificationPath(badgeNumber: string): string {
  return `/verify/community-badge/${badgeNumber}`;
}
