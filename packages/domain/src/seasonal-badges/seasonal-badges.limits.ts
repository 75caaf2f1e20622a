import type { TPriceChoices } from '../money/price-choices';

/** Seasonal badges (spec part 2, sections 3, 5 and 9). */
export const SEASONAL_BADGE_TYPES = [
  'Pre-season',
  'Post-season',
  'Pre-event',
  'Post-event',
  'X',
] as const;
export type TSeasonalBadgeType = (typeof SEASONAL_BADGE_TYPES)[number];

/** The types that take an "event plus" choice. */
export const EVENT_PLUS_TYPES: readonly TSeasonalBadgeType[] = ['Pre-event', 'Post-event', 'X'];
export const EVENT_PLUS_MAX = 120;
export const X_EVENT_PLUS_MAX = 50;

/** The event plus choices of a type: '1'..'120', or 'X 01'..'X 50' for X; none for the others. */
export function eventPlusOptions(type: TSeasonalBadgeType): string[] {
  if (type === 'X') {
    return Array.from(
      { length: X_EVENT_PLUS_MAX },
      (_, i) => `X ${String(i + 1).padStart(2, '0')}`,
    );
  }
  if (!EVENT_PLUS_TYPES.includes(type)) return [];
  return Array.from({ length: EVENT_PLUS_MAX }, (_, i) => String(i + 1));
}

export const SEASONAL_SPORTS = ['FOOTBALL', 'BASKETBALL', 'BASEBALL'] as const;
export type TSeasonalSport = (typeof SEASONAL_SPORTS)[number];

export const SEASONAL_SPORT_TYPES = ['game', 'meet', 'match', 'cmpet', 'tourn'] as const;
export type TSeasonalSportType = (typeof SEASONAL_SPORT_TYPES)[number];

export const LIST_NUMBER_MIN = 1;
export const LIST_NUMBER_MAX = 60;
export const SEASONAL_YEAR_MIN = 2000;
export const SEASONAL_YEAR_MAX = 2100;
/** typeData1 (vertical) and typeData2/3 (horizontal): at most 10 characters each. */
export const SEASONAL_TEXT_MAX_LENGTH = 10;
export const VIDEO_URL_MAX_LENGTH = 2000;

/** Online (video) price: 6, 8, 10, or a custom 11 to 500 dollars. */
export const SEASONAL_VIDEO_PRICE: TPriceChoices = {
  choices: [6, 8, 10],
  customMinDollars: 11,
  customMaxDollars: 500,
};
/** Badge card (QR code) price: 8, 16, 32, or a custom 17 to 1000 dollars. */
export const SEASONAL_CARD_PRICE: TPriceChoices = {
  choices: [8, 16, 32],
  customMinDollars: 17,
  customMaxDollars: 1000,
};

/** The first 5 seasonal badges are free (while totalSeasonalBadges is below 5). */
export const FREE_SEASONAL_BADGES = 5;
/** Each later one costs $0.30, paid before the badge exists. */
export const SEASONAL_BADGE_FEE_CENTS = 30;
export const SEASONAL_BADGE_FEE_DESCRIPTION = 'Seasonal badge post';

/** The multipart fields of create and edit: the JSON form and the QR code image. */
export const SEASONAL_DATA_FIELD = 'data';
export const SEASONAL_QR_FIELD = 'qrImage';

/** Whether the next seasonal badge is free, from the number ever created (deletions count). */
export function seasonalBadgeFeeCents(totalCreated: number): number {
  return totalCreated < FREE_SEASONAL_BADGES ? 0 : SEASONAL_BADGE_FEE_CENTS;
}

/** The season line, one way everywhere: "Pre-event 12 · 2026", "X 02 · 2026". */
export function seasonLabel(badge: {
  type: string;
  eventPlus: string | null;
  year: number | string | null;
}): string {
  const type = badge.eventPlus ? `${badge.type} ${badge.eventPlus.replace(/^X /, '')}` : badge.type;
  return [type, badge.year].filter(Boolean).join(' · ');
}
