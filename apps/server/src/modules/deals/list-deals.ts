import type { TDealsPage, TDealsQuery } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { vendorAds as a, users } from '../../db/schema';
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
      vendorFirstName: users.firstName,
      vendorLastName: users.lastName,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.vendorUserId))
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
  return {
    items: page.items.map(({ createdAt: _, vendorFirstName, vendorLastName, ...ad }) => ({
      ...ad,
      vendor: vendorName(vendorFirstName, vendorLastName, ad.website),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * The ad's vendor as the deals page names it: the vendor account's name; for an ad without one
 * (the account was deleted, or the ad was entered for the vendor, as the demo's are) or with no
 * name on it, the host of the ad's website ('hotels.example.com').
 */
export function vendorName(
  firstName: string | null,
  lastName: string | null,
  website: string,
): string {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  if (name) return name;
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}
