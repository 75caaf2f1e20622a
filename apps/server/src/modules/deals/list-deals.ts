import type { TDealsPage, TDealsQuery } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { vendorAds as a } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

/** A page of the active ads, newest first, in one category or all. */
export async function listDeals(
  db: DbOrTx,
  query: Omit<TDealsQuery, 'cursor'> & { cursor: Cursor | null },
): Promise<TDealsPage> {
  const rows = await db
    .select({
      id: a.id,
      category: a.category,
      media: a.media,
      imageUrl: a.imageUrl,
      videoUrl: a.videoUrl,
      website: a.website,
      description: a.description,
      totalViews: a.totalViews,
      createdAt: a.createdAt,
    })
    .from(a)
    .where(
      and(
        eq(a.status, 'active'),
        query.category ? eq(a.category, query.category) : undefined,
        query.cursor ? afterCursor(a, a, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(a))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(({ createdAt: _, ...ad }) => ad), nextCursor: page.nextCursor };
}
