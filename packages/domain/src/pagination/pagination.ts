import { z } from 'zod';

/** Lists page 5 at a time (spec: "Paging: 5 per page"). */
export const PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;

/** Opaque keyset cursor: base64url of `createdAtIso|id`. */
export const ZPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
