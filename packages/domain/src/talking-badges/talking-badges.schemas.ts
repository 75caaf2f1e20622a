import { z } from 'zod';
import { ZManagerRating } from '../manager-ratings/manager-ratings.schemas';
import { isAllowedPrice } from '../money/price-choices';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import { ZCapturePending, ZPaymentRequired } from '../payments/checkout.schemas';
import { isYoutubeVideoUrl } from '../profile/profile.rules';
import { TALKING_BADGE_PRICE, TALKING_DESCRIPTION_MAX_LENGTH } from './talking-badges.limits';
import { talkingBadgesMessages as m } from './talking-badges.messages';

/** The JSON `data` field of create and update (multipart, beside the two images). */
export const ZTalkingBadgeData = z.object({
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(TALKING_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  priceCents: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z
      .number({ error: m.invalidPrice })
      .refine((v) => v !== 0, m.addAmount)
      .refine((v) => v === 0 || isAllowedPrice(v, TALKING_BADGE_PRICE), m.invalidPrice),
  ),
  managerEmail: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .union(
        [z.literal(''), z.string().max(254, m.managerMissing).pipe(z.email(m.managerMissing))],
        {
          error: m.managerMissing,
        },
      )
      .nullable()
      .optional()
      .transform((v) => v || null),
  ),
  /**
   * The video the athlete chose (spec part 3: "a diary entry by the athlete, or a video chosen
   * by the athlete"): a YouTube link, optional. Fans who buy the badge play it on their receipt,
   * in YouTube's player built from its id; the public page never shows it.
   */
  videoUrl: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .union(
        [
          z.literal(''),
          z.string().max(2000, m.invalidVideoUrl).refine(isYoutubeVideoUrl, m.invalidVideoUrl),
        ],
        {
          error: m.invalidVideoUrl,
        },
      )
      .nullable()
      .optional()
      .transform((v) => v || null),
  ),
});
export type TTalkingBadgeDataInput = z.input<typeof ZTalkingBadgeData>;
export type TTalkingBadgeData = z.output<typeof ZTalkingBadgeData>;

/** Field errors of the form, first message per field. */
export function talkingFieldErrors(input: unknown): Record<string, string> {
  const parsed = ZTalkingBadgeData.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    fields[String(issue.path[0] ?? 'data')] ??= issue.message;
  }
  return fields;
}

export const ZTalkingBadge = z.object({
  id: z.uuid(),
  description: z.string(),
  priceCents: z.number().int(),
  /** Null only for a badge whose image file is gone (demo rows have none): show a placeholder. */
  introducingImageUrl: z.string().nullable(),
  appealingImageUrl: z.string().nullable(),
  /** The athlete's own video link (their panel only). */
  videoUrl: z.string().nullable(),
  managerEmail: z.string().nullable(),
  feeCents: z.number().int(),
  managerRating: ZManagerRating.nullable(),
  createdAt: z.iso.datetime(),
});
export type TTalkingBadge = z.infer<typeof ZTalkingBadge>;

export const ZTalkingBadgesQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});
export const ZTalkingBadgesPage = pageOf(ZTalkingBadge);
export type TTalkingBadgesPage = z.infer<typeof ZTalkingBadgesPage>;
export const ZTalkingBadgeParams = z.object({ id: z.uuid() });

export const ZTalkingBadgeQuota = z.object({
  totalCreated: z.number().int(),
  freeLimit: z.number().int(),
  freeLeft: z.number().int(),
  nextFeeCents: z.number().int(),
});
export type TTalkingBadgeQuota = z.infer<typeof ZTalkingBadgeQuota>;

export const ZTalkingBadgeCreated = z.object({
  outcome: z.literal('created'),
  badge: ZTalkingBadge,
  message: z.string(),
});
export const ZTalkingBadgeCreateResponse = z.discriminatedUnion('outcome', [
  ZTalkingBadgeCreated,
  ZPaymentRequired,
]);
export type TTalkingBadgeCreateResponse = z.infer<typeof ZTalkingBadgeCreateResponse>;
export const ZTalkingBadgeCaptureResponse = z.discriminatedUnion('outcome', [
  ZTalkingBadgeCreated,
  ZCapturePending,
]);
export type TTalkingBadgeCaptureResponse = z.infer<typeof ZTalkingBadgeCaptureResponse>;
export const ZTalkingBadgeResponse = z.object({ badge: ZTalkingBadge, message: z.string() });
export type TTalkingBadgeResponse = z.infer<typeof ZTalkingBadgeResponse>;
