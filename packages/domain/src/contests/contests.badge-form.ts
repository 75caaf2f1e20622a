import { z } from 'zod';
import type { TPriceChoices } from '../money/price-choices';
import {
  CONTEST_BADGE_CUSTOM_MAX_DOLLARS,
  CONTEST_BADGE_CUSTOM_MIN_DOLLARS,
  CONTEST_BADGE_DESCRIPTION_MAX,
  CONTEST_BADGE_KINDS,
  CONTEST_BADGE_PRICE_CHOICES,
  isContestBadgePriceDollars,
  type TContestBadgeKind,
} from './contests.limits';
import { contestsMessages as m } from './contests.messages';

/**
 * The form of a contest badge (vote-getter or honor): multipart, a JSON `data` field and two
 * images (JPEG/PNG/SVG; an SVG is stored as a PNG), as the talking badge's form.
 */
export const CONTEST_BADGE_DATA_FIELD = 'data';
export const CONTEST_BADGE_INTRO_IMAGE_FIELD = 'introducingImage';
export const CONTEST_BADGE_APPEAL_IMAGE_FIELD = 'appealingImage';

/** $10, $20, $30, $40, or a custom whole-dollar price from $17 to $1000 (the price field's rule). */
export const CONTEST_BADGE_PRICE: TPriceChoices = {
  choices: CONTEST_BADGE_PRICE_CHOICES,
  customMinDollars: CONTEST_BADGE_CUSTOM_MIN_DOLLARS,
  customMaxDollars: CONTEST_BADGE_CUSTOM_MAX_DOLLARS,
};

/** The JSON part of a contest badge's form; the description's maximum depends on the kind. */
export function contestBadgeDataSchema(kind: TContestBadgeKind) {
  const max = CONTEST_BADGE_DESCRIPTION_MAX[kind];
  return z.object({
    description: z
      .string({ error: m.badgeDescriptionRequired })
      .trim()
      .min(1, m.badgeDescriptionRequired)
      .max(max, m.descriptionTooLong(max)),
    priceCents: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      z
        .number({ error: m.priceInvalid })
        .refine((v) => v !== 0, m.priceRequired)
        .refine(
          (v) =>
            v === 0 ||
            (Number.isSafeInteger(v) && v % 100 === 0 && isContestBadgePriceDollars(v / 100)),
          m.priceInvalid,
        ),
    ),
  });
}
export type TContestBadgeData = z.infer<ReturnType<typeof contestBadgeDataSchema>>;
export type TContestBadgeDataInput = z.input<ReturnType<typeof contestBadgeDataSchema>>;

/** Field → first message, for the form and the server's 400. */
export function contestBadgeFieldErrors(
  kind: TContestBadgeKind,
  input: unknown,
): Record<string, string> {
  const parsed = contestBadgeDataSchema(kind).safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    fields[String(issue.path[0] ?? CONTEST_BADGE_DATA_FIELD)] ??= issue.message;
  }
  return fields;
}

/** A contest badge as its athlete sees it. */
export const ZContestBadge = z.object({
  id: z.uuid(),
  contestId: z.uuid(),
  kind: z.enum(CONTEST_BADGE_KINDS),
  description: z.string(),
  priceCents: z.number().int(),
  /** Null only when the image file is gone. */
  introducingImageUrl: z.string().nullable(),
  appealingImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TContestBadge = z.infer<typeof ZContestBadge>;

export const ZContestBadgeCreated = z.object({ message: z.string(), badge: ZContestBadge });
export type TContestBadgeCreated = z.infer<typeof ZContestBadgeCreated>;
