import { z } from 'zod';
import { RATING_REMARKS_MAX_LENGTH, RATING_STARS, SATISFACTIONS } from './manager-ratings.limits';
import { managerRatingsMessages as m } from './manager-ratings.messages';

const stars = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(RATING_STARS, message);

const remarks = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(RATING_REMARKS_MAX_LENGTH, m.remarksTooLong);

/** The optional strategy rating behind the Yes/No switch: its own 3 stars and remarks. */
export const ZStrategyRating = z.object({
  rating: stars(m.addStrategyRating),
  remarks: remarks(m.addStrategyRemarks),
});

/**
 * POST .../:id/manager-rating. `strategy` is null (or absent) when the switch says No; with Yes
 * it is saved as a strategy rating of the same manager.
 */
export const ZManagerRatingRequest = z.object({
  rating: stars(m.addRating),
  satisfaction: z.enum(SATISFACTIONS, { error: m.addSatisfaction }),
  remarks: remarks(m.addRemarks),
  strategy: ZStrategyRating.nullable().optional(),
});
export type TManagerRatingRequest = z.input<typeof ZManagerRatingRequest>;

/** A badge's manager rating as the list shows it (null until rated). */
export const ZManagerRating = z.object({
  rating: z.number().int(),
  satisfaction: z.enum(SATISFACTIONS),
  remarks: z.string(),
  ratedAt: z.iso.datetime(),
});
export type TManagerRating = z.infer<typeof ZManagerRating>;
