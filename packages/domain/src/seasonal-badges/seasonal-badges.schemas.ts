import { z } from 'zod';
import { ZManagerRating } from '../manager-ratings/manager-ratings.schemas';
import { ZOptionalPrice } from '../money/price-choices';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import { ZCapturePending, ZPaymentRequired } from '../payments/checkout.schemas';
import {
  EVENT_PLUS_TYPES,
  eventPlusOptions,
  LIST_NUMBER_MAX,
  LIST_NUMBER_MIN,
  SEASONAL_BADGE_TYPES,
  SEASONAL_CARD_PRICE,
  SEASONAL_SPORT_TYPES,
  SEASONAL_SPORTS,
  SEASONAL_TEXT_MAX_LENGTH,
  SEASONAL_VIDEO_PRICE,
  SEASONAL_YEAR_MAX,
  SEASONAL_YEAR_MIN,
  VIDEO_URL_MAX_LENGTH,
} from './seasonal-badges.limits';
import { seasonalBadgesMessages as m } from './seasonal-badges.messages';

/** '' and null mean "not filled" in the form. */
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const requiredInt = (min: number, max: number, invalid: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .number({ error: (i) => (i.input === undefined ? m.emptyFields : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(
    blankIsAbsent,
    z.enum(values, { error: (i) => (i.input === undefined ? m.emptyFields : invalid) }),
  );

const shortText = z
  .string({ error: m.emptyFields })
  .trim()
  .min(1, m.emptyFields)
  .max(SEASONAL_TEXT_MAX_LENGTH, m.textTooLong);

/** An optional e-mail: '' is none; a malformed one is the manager message. */
const ZOptionalManagerEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .union([z.literal(''), z.string().max(254, m.invalidManager).pipe(z.email(m.invalidManager))], {
      error: m.invalidManager,
    })
    .nullable()
    .optional()
    .transform((v) => v || null),
);

const ZOptionalVideoUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .union(
      [
        z.literal(''),
        z
          .string()
          .max(VIDEO_URL_MAX_LENGTH, m.invalidVideoUrl)
          .pipe(z.url({ protocol: /^https?$/, error: m.invalidVideoUrl })),
      ],
      { error: m.invalidVideoUrl },
    )
    .nullable()
    .optional()
    .transform((v) => v || null),
);

/**
 * The JSON `data` field of create and edit (multipart, beside the `qrImage` file). Prices are
 * cents; 0 or null is "no price". The pairs rule needs to know about the image: see
 * seasonalPairErrors.
 */
export const ZSeasonalBadgeData = z
  .object({
    type: requiredEnum(SEASONAL_BADGE_TYPES, m.invalidType),
    eventPlus: z.preprocess(blankIsAbsent, z.string({ error: m.invalidEventPlus }).optional()),
    year: requiredInt(SEASONAL_YEAR_MIN, SEASONAL_YEAR_MAX, m.invalidYear),
    sport: requiredEnum(SEASONAL_SPORTS, m.invalidSport),
    sportType: requiredEnum(SEASONAL_SPORT_TYPES, m.invalidSportType),
    listNumber: requiredInt(LIST_NUMBER_MIN, LIST_NUMBER_MAX, m.invalidListNumber),
    typeData1: shortText,
    typeData2: shortText,
    typeData3: shortText,
    managerEmail: ZOptionalManagerEmail,
    videoUrl: ZOptionalVideoUrl,
    videoPriceCents: ZOptionalPrice(SEASONAL_VIDEO_PRICE, m.invalidVideoPrice),
    qrPriceCents: ZOptionalPrice(SEASONAL_CARD_PRICE, m.invalidCardPrice),
    /** Edit only: true drops the badge card (image and price). */
    removeQrImage: z.boolean().optional(),
  })
  .superRefine((data, ctx) => {
    const takesEventPlus = EVENT_PLUS_TYPES.includes(data.type);
    if (takesEventPlus && data.eventPlus === undefined) {
      ctx.addIssue({ code: 'custom', path: ['eventPlus'], message: m.emptyFields });
    } else if (takesEventPlus && !eventPlusOptions(data.type).includes(data.eventPlus ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['eventPlus'], message: m.invalidEventPlus });
    } else if (!takesEventPlus && data.eventPlus !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['eventPlus'], message: m.eventPlusNotForType });
    }
  })
  .transform(({ eventPlus, ...rest }) => ({ ...rest, eventPlus: eventPlus ?? null }));
export type TSeasonalBadgeDataInput = z.input<typeof ZSeasonalBadgeData>;
export type TSeasonalBadgeData = z.output<typeof ZSeasonalBadgeData>;

/**
 * The two things a seasonal badge sells: the online video (URL and price) and the badge card
 * (QR image and price). At least one pair is complete; a half pair names its missing half
 * ('add amount' for a missing price). `hasQrImage`: a new image is sent, or (edit) the badge
 * keeps the one it has.
 */
export function seasonalPairErrors(
  data: Pick<TSeasonalBadgeData, 'videoUrl' | 'videoPriceCents' | 'qrPriceCents'>,
  hasQrImage: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const video = data.videoUrl !== null;
  const videoPrice = data.videoPriceCents !== null;
  const qrPrice = data.qrPriceCents !== null;
  if (video && !videoPrice) errors.videoPriceCents = m.addAmount;
  if (!video && videoPrice) errors.videoUrl = m.fillOnePair;
  if (hasQrImage && !qrPrice) errors.qrPriceCents = m.addAmount;
  if (!hasQrImage && qrPrice) errors.qrImage = m.fillOnePair;
  if (!video && !videoPrice && !hasQrImage && !qrPrice) errors.videoUrl = m.fillOnePair;
  return errors;
}

/** Field errors of a form, first message per field (the server's `fields`, the form's errors). */
export function seasonalFieldErrors(input: unknown, hasQrImage: boolean): Record<string, string> {
  const parsed = ZSeasonalBadgeData.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'data');
      fields[key] ??= issue.message;
    }
    return fields;
  }
  return seasonalPairErrors(parsed.data, hasQrImage);
}

export const ZSeasonalBadge = z.object({
  id: z.uuid(),
  type: z.enum(SEASONAL_BADGE_TYPES),
  eventPlus: z.string().nullable(),
  year: z.number().int(),
  sport: z.enum(SEASONAL_SPORTS),
  sportType: z.enum(SEASONAL_SPORT_TYPES),
  listNumber: z.number().int(),
  typeData1: z.string(),
  typeData2: z.string(),
  typeData3: z.string(),
  managerEmail: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoPriceCents: z.number().int().nullable(),
  qrImageUrl: z.string().nullable(),
  qrPriceCents: z.number().int().nullable(),
  bought: z.number().int(),
  /** The fee paid to post it (0 for the free ones). */
  feeCents: z.number().int(),
  managerRating: ZManagerRating.nullable(),
  createdAt: z.iso.datetime(),
});
export type TSeasonalBadge = z.infer<typeof ZSeasonalBadge>;

export const ZSeasonalBadgesQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});
export const ZSeasonalBadgesPage = pageOf(ZSeasonalBadge);
export type TSeasonalBadgesPage = z.infer<typeof ZSeasonalBadgesPage>;

export const ZSeasonalBadgeParams = z.object({ id: z.uuid() });
export const ZSeasonalSportParams = z.object({
  sport: z.enum(SEASONAL_SPORTS, { error: m.invalidSport }),
});

/** How many free badges are left and what the next one costs (computed on the server). */
export const ZSeasonalBadgeQuota = z.object({
  totalCreated: z.number().int(),
  freeLimit: z.number().int(),
  freeLeft: z.number().int(),
  nextFeeCents: z.number().int(),
});
export type TSeasonalBadgeQuota = z.infer<typeof ZSeasonalBadgeQuota>;

export const ZSeasonalBadgeCreated = z.object({
  outcome: z.literal('created'),
  badge: ZSeasonalBadge,
  message: z.string(),
});

/** POST /api/seasonal-badges: the badge (free), or the payment to approve first (the 6th on). */
export const ZSeasonalBadgeCreateResponse = z.discriminatedUnion('outcome', [
  ZSeasonalBadgeCreated,
  ZPaymentRequired,
]);
export type TSeasonalBadgeCreateResponse = z.infer<typeof ZSeasonalBadgeCreateResponse>;

/** POST /api/seasonal-badges/payments/:paymentId/capture. */
export const ZSeasonalBadgeCaptureResponse = z.discriminatedUnion('outcome', [
  ZSeasonalBadgeCreated,
  ZCapturePending,
]);
export type TSeasonalBadgeCaptureResponse = z.infer<typeof ZSeasonalBadgeCaptureResponse>;

export const ZSeasonalBadgeResponse = z.object({ badge: ZSeasonalBadge, message: z.string() });
export type TSeasonalBadgeResponse = z.infer<typeof ZSeasonalBadgeResponse>;
