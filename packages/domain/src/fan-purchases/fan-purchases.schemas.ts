import { z } from 'zod';
import { FAN_CALL_TYPES } from '../chats/chats.limits';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { ZCapturePending } from '../payments/checkout.schemas';
import { ZDelivery } from './fan-purchases.delivery';
import {
  ENDORSEMENT_MAX_DOLLARS,
  ENDORSEMENT_MIN_DOLLARS,
  FAN_PURCHASE_KINDS,
  SEASONAL_FORMATS,
} from './fan-purchases.limits';
import { fanPurchasesMessages as m } from './fan-purchases.messages';

const ZAthleteNumber = z
  .number({ error: m.athleteNotFound })
  .int(m.athleteNotFound)
  .positive(m.athleteNotFound)
  .max(2_147_483_647, m.athleteNotFound);
const ZBadgeId = z.uuid({ error: m.badgeNotFound });

/**
 * The fan's answer to "Show me as a supporter on <athlete>'s page" (unchecked by default): only a
 * yes lists them, with their first name and last initial. It travels in the payment's metadata
 * and is stored on the purchase when the sale is booked.
 */
export const ZPublicSupporterConsent = z.boolean().optional();
const consent = { publicSupporter: ZPublicSupporterConsent };

/**
 * What the fan asks to buy. Never a price (except the endorsement's chosen dollars, checked
 * against its range): the server reads every price from the athlete's current rates and badges.
 */
export const ZCheckoutRequest = z.discriminatedUnion(
  'item',
  [
    z.object({ item: z.literal('sport_badge'), athleteNumber: ZAthleteNumber, ...consent }),
    z.object({
      item: z.literal('endorsement'),
      athleteNumber: ZAthleteNumber,
      ...consent,
      dollars: z
        .number({ error: m.endorsementAmount })
        .int(m.endorsementAmount)
        .min(ENDORSEMENT_MIN_DOLLARS, m.endorsementAmount)
        .max(ENDORSEMENT_MAX_DOLLARS, m.endorsementAmount),
    }),
    z.object({
      item: z.literal('seasonal_badge'),
      badgeId: ZBadgeId,
      ...consent,
      format: z.enum(SEASONAL_FORMATS, { error: m.formatInvalid }),
    }),
    z.object({ item: z.literal('talking_badge'), badgeId: ZBadgeId, ...consent }),
    z.object({ item: z.literal('memento'), mementoId: ZBadgeId, ...consent }),
    /** A contest badge (a vote-getter or honor badge of a contest), priced from its row. */
    z.object({ item: z.literal('contest_badge'), badgeId: ZBadgeId, ...consent }),
  ],
  { error: m.itemInvalid },
);
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZFanPurchaseParams = z.object({ id: z.uuid({ error: m.receiptNotFound }) });
export const ZFanCaptureParams = z.object({ paymentId: z.uuid({ error: m.paymentNotFound }) });

/** The license a purchase holds: one week per whole dollar from the purchase time. */
export const ZPurchaseLicense = z.object({
  weeks: z.number().int(),
  endsAt: z.iso.datetime(),
  active: z.boolean(),
});

/** One row of the fan's purchases page. */
export const ZFanPurchase = z.object({
  id: z.uuid(),
  kind: z.enum(FAN_PURCHASE_KINDS),
  /** What was bought, in words ("Endorsement badge", "Seasonal badge: 2026 FOOTBALL game (video)"). */
  itemTitle: z.string(),
  athleteName: z.string(),
  athleteNumber: z.number().int().nullable(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Null for kinds without a license (a call). */
  license: ZPurchaseLicense.nullable(),
  /** The public verification page (/verify/<kind>/<id>); null for kinds without one. */
  verifyPath: z.string().nullable(),
  /** When it was refunded (its license ended then); null when it was not. */
  refundedAt: z.iso.datetime().nullable(),
});
export type TFanPurchase = z.infer<typeof ZFanPurchase>;

export const ZFanPurchasesQuery = ZPageQuery;
export const ZFanPurchasesPage = pageOf(ZFanPurchase);
export type TFanPurchasesPage = z.infer<typeof ZFanPurchasesPage>;

/** An expired license bought again: the same item at today's price, through the checkout. */
export const ZRenewal = z.object({
  request: ZCheckoutRequest,
  amountCents: z.number().int(),
});
export type TRenewal = z.infer<typeof ZRenewal>;

/** The itemised receipt of one purchase: the amount and how it was shared. */
export const ZFanReceipt = ZFanPurchase.extend({
  athleteCents: z.number().int(),
  /** The athlete's manager's share (0 without a manager). */
  managerCents: z.number().int(),
  platformCents: z.number().int(),
  /**
   * Given back to the fan in the sale's own settlement (a chat rated rude or short, or no-show):
   * never charged, so the fan paid `amountCents - returnedCents`. 0 for every other sale.
   */
  returnedCents: z.number().int(),
  /** The provider's capture id (PayPal's transaction id), or the payment id before it. */
  paymentReference: z.string(),
  /** A one-on-one chat: how the athlete calls the fan. */
  call: z
    .object({
      channel: z.enum(FAN_CALL_TYPES),
      contact: z.string(),
      minutes: z.number().int(),
    })
    .nullable(),
  /**
   * What the purchase delivers, while its license is active (null once it has ended, and for
   * kinds that deliver nothing here: a call, pizza money, a memento).
   */
  delivery: ZDelivery.nullable(),
  /** An ended license: the same item at today's price (null while active, or no longer on sale). */
  renewal: ZRenewal.nullable(),
});
export type TFanReceipt = z.infer<typeof ZFanReceipt>;

/** The fan is back from the checkout: the purchase (its receipt), or the provider holds it pending. */
export const ZFanCaptureResponse = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('purchased'), purchaseId: z.uuid(), message: z.string() }),
  ZCapturePending,
]);
export type TFanCaptureResponse = z.infer<typeof ZFanCaptureResponse>;
