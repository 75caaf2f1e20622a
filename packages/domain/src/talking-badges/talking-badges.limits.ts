import type { TPriceChoices } from '../money/price-choices';

/** Talking badges (spec part 2, sections 3, 5 and 9). */
export const TALKING_DESCRIPTION_MAX_LENGTH = 20;
/**
 * 4, 6, 8, 10, or a custom 11 to 1000 dollars. The spec's custom range starts at 17, which left
 * $11-$16 unsellable; custom starts above the largest choice, as the video price does
 * (decision 0046).
 */
export const TALKING_BADGE_PRICE: TPriceChoices = {
  choices: [4, 6, 8, 10],
  customMinDollars: 11,
  customMaxDollars: 1000,
};
/**
 * The first 50 talking badges are free; once the athlete has 50 (the spec's "count exceeds 50"
 * read as "more than 50 would exist"), each later one costs $0.15, paid before it exists.
 */
export const FREE_TALKING_BADGES = 50;
export const TALKING_BADGE_FEE_CENTS = 15;
export const TALKING_BADGE_FEE_DESCRIPTION = 'Talking badge post';

/** The multipart fields: the JSON form and the two images. */
export const TALKING_DATA_FIELD = 'data';
export const TALKING_INTRO_IMAGE_FIELD = 'introducingImage';
export const TALKING_APPEAL_IMAGE_FIELD = 'appealingImage';

export function talkingBadgeFeeCents(totalCreated: number): number {
  return totalCreated < FREE_TALKING_BADGES ? 0 : TALKING_BADGE_FEE_CENTS;
}
