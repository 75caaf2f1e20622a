import { z } from 'zod';
import { emptyToUndefined } from '../platform/query-filters';
import type { TReferenceNames } from '../reference/reference.schemas';
import { GENDERS } from '../registration/registration.limits';
import { PURCHASE_KINDS } from './trending.kinds';
import { trendingMessages as m } from './trending.messages';

export const ZTrendingQuery = z.object({
  sport: z.preprocess(
    emptyToUndefined,
    z.string({ error: m.sportInvalid }).trim().max(100, m.sportInvalid).optional(),
  ),
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, { error: m.genderInvalid }).optional()),
});
export type TTrendingQuery = z.infer<typeof ZTrendingQuery>;

export const ZTrendingAthlete = z.object({
  athleteNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TTrendingAthlete = z.infer<typeof ZTrendingAthlete>;

const lists = Object.fromEntries(PURCHASE_KINDS.map((k) => [k, z.array(ZTrendingAthlete)])) as {
  [K in (typeof PURCHASE_KINDS)[number]]: z.ZodArray<typeof ZTrendingAthlete>;
};

/** Every tab's list (possibly empty), most popular first, and the window they count. */
export const ZTrendingResponse = z.object({
  windowStart: z.iso.datetime(),
  windowEnd: z.iso.datetime(),
  lists: z.object(lists),
});
export type TTrendingResponse = z.infer<typeof ZTrendingResponse>;

/**
 * What the server renders /trending with (decision 0037): the unfiltered lists and the sports
 * its filter offers, as GET /api/trending and GET /api/reference/sports answer them.
 */
export interface TTrendingPageData {
  trending: TTrendingResponse;
  sports: TReferenceNames;
}
