/**
 * What a fan can buy from an athlete: the values of the `purchases.kind` column. The trending
 * tabs and the verification pages both read purchases of these kinds.
 */
export const PURCHASE_KINDS = [
  'sport_badge',
  'momento',
  'group_chat',
  'single_chat',
  'seasonal_badge',
  'endorsement',
  'talking_badge',
] as const;
export type TPurchaseKind = (typeof PURCHASE_KINDS)[number];
