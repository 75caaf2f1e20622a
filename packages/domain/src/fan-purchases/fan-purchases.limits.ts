import { FAN_LICENSE_MAX_DOLLARS, FAN_LICENSE_MIN_DOLLARS } from '../money/fan-license';
import type { TSaleKind } from '../money/royalties';
import { PURCHASE_KINDS } from '../trending/trending.kinds';
import type { TVerificationKind } from '../verification/verification.kinds';

/** Endorsement badge: the fan chooses whole dollars in this range (one week of display per dollar). */
export const ENDORSEMENT_MIN_DOLLARS = FAN_LICENSE_MIN_DOLLARS;
export const ENDORSEMENT_MAX_DOLLARS = FAN_LICENSE_MAX_DOLLARS;

/** A call request: the fan picks how many minutes, paid at the athlete's chat rate per minute. */
export const CALL_MIN_MINUTES = 5;
export const CALL_MAX_MINUTES = 60;

/** What a fan can put in the checkout from an athlete's page. */
export const FAN_OFFER_ITEMS = [
  'sport_badge',
  'endorsement',
  'seasonal_badge',
  'talking_badge',
  'memento',
  'contest_badge',
] as const;
export type TFanOfferItem = (typeof FAN_OFFER_ITEMS)[number];

/** The sale kind each offer is booked as. */
export const OFFER_SALE_KIND: Readonly<Record<TFanOfferItem, TSaleKind & TFanPurchaseKind>> = {
  sport_badge: 'sport_badge',
  endorsement: 'endorsement',
  seasonal_badge: 'seasonal_badge',
  talking_badge: 'talking_badge',
  memento: 'momento',
  contest_badge: 'contest_badge',
};

/** The payment purpose of a fan's purchase (payments.purpose); one handler books them all. */
export const FAN_PURCHASE_PURPOSE = 'fan-purchase';

/** Seasonal badges sell as an online video or as a card with a QR code to the video. */
export const SEASONAL_FORMATS = ['video', 'qr'] as const;
export type TSeasonalFormat = (typeof SEASONAL_FORMATS)[number];

/**
 * What a fan's purchases list: everything bought from athletes, the pizza money they gave, and
 * contest badges (issue 37; not a trending tab, so not in PURCHASE_KINDS).
 */
export const FAN_PURCHASE_KINDS = [...PURCHASE_KINDS, 'pizza_money', 'contest_badge'] as const;
export type TFanPurchaseKind = (typeof FAN_PURCHASE_KINDS)[number];

/** What each kind is called on receipts and the fan's purchases page. */
export const PURCHASE_KIND_LABELS: Readonly<Record<TFanPurchaseKind, string>> = {
  sport_badge: 'Sport badge license',
  momento: 'Memento',
  group_chat: 'Group chat',
  single_chat: 'One-on-one chat',
  seasonal_badge: 'Seasonal badge',
  endorsement: 'Endorsement badge',
  talking_badge: 'Talking badge',
  pizza_money: 'Pizza money',
  contest_badge: 'Contest badge',
};

/** The verification page of each kind that has one (chats have none). */
export const PURCHASE_VERIFICATION_KIND: Readonly<
  Partial<Record<TFanPurchaseKind, TVerificationKind>>
> = {
  sport_badge: 'my_badges',
  momento: 'momento',
  seasonal_badge: 'seasonal_badges',
  endorsement: 'endorsment_badges',
  talking_badge: 'talking_badges',
};

/** Whole dollars to cents for the endorsement price. */
export const endorsementCents = (dollars: number) => dollars * 100;

/** A call's price: the athlete's rate per minute times the minutes the fan picked. */
export const callPriceCents = (ratePerMinuteCents: number, minutes: number) =>
  ratePerMinuteCents * minutes;
