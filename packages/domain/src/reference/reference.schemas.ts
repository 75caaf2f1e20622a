import { z } from 'zod';

/** Results per reference query unless `limit` asks for more (a full county list is ~250). */
export const REFERENCE_DEFAULT_LIMIT = 50;
export const REFERENCE_MAX_LIMIT = 500;
/** Reference lists change only with a release: browsers and CDNs may keep them an hour. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';

const ZSearch = z.string().trim().max(100).optional();
const ZLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(REFERENCE_MAX_LIMIT)
  .default(REFERENCE_DEFAULT_LIMIT);
const ZStateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** `search`: case-insensitive, names starting with it first, then names containing it. */
export const ZReferenceSearchQuery = z.object({ search: ZSearch, limit: ZLimit });
export const ZStateCodeParams = z.object({ code: ZStateCode });
export const ZSchoolsQuery = z.object({
  state: ZStateCode,
  county: z.string().trim().min(1).max(100),
  search: ZSearch,
  limit: ZLimit,
});
export const ZCollegesQuery = z.object({
  state: ZStateCode,
  city: z.string().trim().min(1).max(100),
  search: ZSearch,
  limit: ZLimit,
});

export const ZReferenceState = z.object({
  code: z.string(),
  name: z.string(),
  /** Open to high-school athletes (never New Jersey). */
  highSchoolAllowed: z.boolean(),
});
export const ZReferenceName = z.object({ name: z.string() });
export const ZReferenceSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  county: z.string().nullable(),
  city: z.string().nullable(),
});

export const ZReferenceStates = z.object({ items: z.array(ZReferenceState) });
export const ZReferenceNames = z.object({ items: z.array(ZReferenceName) });
export const ZReferenceSchools = z.object({ items: z.array(ZReferenceSchool) });
export type TReferenceState = z.infer<typeof ZReferenceState>;
export type TReferenceSchool = z.infer<typeof ZReferenceSchool>;
export type TReferenceNames = z.infer<typeof ZReferenceNames>;
