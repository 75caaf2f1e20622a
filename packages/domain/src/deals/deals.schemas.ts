import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { AD_CATEGORY_ALL, AD_CATEGORY_CODES, ADS_PAGE_SIZE } from './deals.limits';
import { dealsMessages as m } from './deals.messages';

/** GET /api/deals: the active ads, newest first, 5 a page; 'All' or nothing means every category. */
export const ZDealsQuery = ZPageQuery.extend({
  category: z.preprocess(
    (v) => (v === '' || v === AD_CATEGORY_ALL ? undefined : v),
    z.enum(AD_CATEGORY_CODES, { error: m.invalidCategory }).optional(),
  ),
  limit: ZPageQuery.shape.limit.default(ADS_PAGE_SIZE),
});
export type TDealsQuery = z.infer<typeof ZDealsQuery>;

export const ZVendorAd = z.object({
  id: z.uuid(),
  category: z.string(),
  media: z.enum(['image', 'video']),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  website: z.string(),
  description: z.string(),
  /** Who placed the ad: the vendor account's name, or the website's host for an ad without one. */
  vendor: z.string(),
  totalViews: z.number().int(),
});
export type TVendorAd = z.infer<typeof ZVendorAd>;

export const ZDealsPage = pageOf(ZVendorAd);
export type TDealsPage = z.infer<typeof ZDealsPage>;

/** POST /api/deals/:id/views: `counted` is false when this viewer was already counted. */
export const ZAdViewResponse = z.object({ counted: z.boolean(), totalViews: z.number().int() });
export type TAdViewResponse = z.infer<typeof ZAdViewResponse>;
