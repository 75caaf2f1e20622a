/** Manager ratings (spec part 2, section 5): a 3-star scale, Satisfied or Unsatisfied, remarks. */
export const RATING_STARS = 3;
export const SATISFACTIONS = ['Satisfied', 'Unsatisfied'] as const;
export type TSatisfaction = (typeof SATISFACTIONS)[number];
export const RATING_REMARKS_MAX_LENGTH = 500;
/** What a rated manager was named on (the manager ratings modal's tabs read these later). */
export const RATED_ITEM_KINDS = ['seasonal_badge', 'talking_badge', 'memento'] as const;
export type TRatedItemKind = (typeof RATED_ITEM_KINDS)[number];
/** The badges with a posting fee past their free ones (a memento has none). */
export const FEE_BADGE_KINDS = ['seasonal_badge', 'talking_badge'] as const;
export type TFeeBadgeKind = (typeof FEE_BADGE_KINDS)[number];
