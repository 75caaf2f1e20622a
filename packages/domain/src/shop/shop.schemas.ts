import { z } from 'zod';
import { SHOP_MAX_QUANTITY, SHOP_ORDER_TYPES, SHOP_TEXT_MAX_LENGTH } from './shop.limits';
import { shopMessages as m } from './shop.messages';

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(SHOP_TEXT_MAX_LENGTH, { error: m.textTooLong });

/** An optional line: trimmed, at most SHOP_TEXT_MAX_LENGTH, empty taken as not given. */
const optionalText = () =>
  z
    .string()
    .trim()
    .max(SHOP_TEXT_MAX_LENGTH, { error: m.textTooLong })
    .optional()
    .transform((v) => v || undefined);

const quantity = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(SHOP_MAX_QUANTITY, { error: m.quantityTooLarge });

/**
 * The shipping part of the order form (spec section 5): everything required but the apartment
 * number (not every address has one) and the company.
 * State and city are free text (the pickers only suggest); the country is always US.
 */
export const ZShopShipping = z.object({
  firstName: required(m.firstNameRequired),
  lastName: required(m.lastNameRequired),
  state: required(m.stateRequired),
  city: required(m.cityRequired),
  apartment: optionalText(),
  address: required(m.addressRequired),
  postalCode: required(m.postalCodeRequired).regex(/^\d{5}(-\d{4})?$/, {
    error: m.postalCodeInvalid,
  }),
  companyName: optionalText(),
});

export const ZShopSigns = quantity(m.signsInvalid);
/**
 * Which athlete a sign is for: their public number (shown on their page). The server checks it
 * names an athlete the public can see, and answers `athleteNotFound` otherwise.
 */
export const ZShopAthleteNumber = z
  .number({ error: m.athleteNumberInvalid })
  .int({ error: m.athleteNumberInvalid })
  .min(1, { error: m.athleteNumberInvalid })
  .max(2_147_483_647, { error: m.athleteNumberInvalid });
export const ZShopPosterPacks = quantity(m.posterPacksInvalid);

/**
 * POST /api/shop/orders: the order form of one type with the quantities that type asks for.
 * There is no amount: the server computes the total. Unknown keys (an `amount` from the
 * browser) are dropped.
 */
export const ZShopOrderRequest = z.discriminatedUnion('type', [
  ZShopShipping.extend({
    type: z.literal('sign'),
    signs: ZShopSigns,
    athleteNumber: ZShopAthleteNumber,
  }),
  ZShopShipping.extend({ type: z.literal('poster'), posterPacks: ZShopPosterPacks }),
  ZShopShipping.extend({
    type: z.literal('both'),
    signs: ZShopSigns,
    athleteNumber: ZShopAthleteNumber,
    posterPacks: ZShopPosterPacks,
  }),
]);
export type TShopOrderRequest = z.infer<typeof ZShopOrderRequest>;
export type TShopOrderInput = z.input<typeof ZShopOrderRequest>;

export const ZShopOrderStartResponse = z.object({
  paymentId: z.uuid(),
  /** The provider's approval page (PayPal, or the simulated checkout). */
  approveUrl: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type TShopOrderStartResponse = z.infer<typeof ZShopOrderStartResponse>;

export const ZShopPaymentParams = z.object({ paymentId: z.uuid({ error: m.orderNotFound }) });

export const SHOP_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;

/** What the return page shows: no name or address, only the outcome. */
export const ZShopOrderResult = z.object({
  paymentId: z.uuid(),
  status: z.enum(SHOP_ORDER_STATUSES),
  type: z.enum(SHOP_ORDER_TYPES),
  totalCents: z.number().int(),
  currency: z.string(),
  /** Whom the signs are for ("Sign for Jordan Rivera (athlete 1001)"); null without signs. */
  athlete: z.string().nullable(),
  /** The success message once paid, the pending or refund notice, otherwise null. */
  message: z.string().nullable(),
});
export type TShopOrderResult = z.infer<typeof ZShopOrderResult>;
