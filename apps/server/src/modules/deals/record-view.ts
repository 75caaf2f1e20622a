import { GUEST_VIEWER_NAME, messages, type TAdViewResponse } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { vendorAds as a } from '../../db/schema';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

export type Viewer = { key: string; userId: string | null; name: string; email: string };

/**
 * Counts a view of an active ad once per viewer, in one statement: the view row is inserted
 * with ON CONFLICT DO NOTHING and total_views grows only when that insert happened, so
 * total_views always equals the number of view rows, however many requests race.
 */
export async function recordAdView(
  db: DbOrTx,
  adId: string,
  viewer: Viewer,
): Promise<TAdViewResponse> {
  const [row] = await queryRows<{ total_views: number }>(
    db,
    sql`
    with inserted as (
      insert into vendor_ad_views (ad_id, viewer_key, user_id, viewer_name, viewer_email)
      select ${a.id}, ${viewer.key}, ${viewer.userId}::uuid, ${viewer.name}, ${viewer.email}
      from ${a} where ${a.id} = ${adId}::uuid and ${a.status} = 'active'
      on conflict do nothing
      returning ad_id
    )
    update ${a} set total_views = ${a.totalViews} + 1
    where ${a.id} in (select ad_id from inserted)
    returning ${a.totalViews} as total_views`,
  );
  if (row) return { counted: true, totalViews: Number(row.total_views) };

  const [ad] = await db
    .select({ totalViews: a.totalViews })
    .from(a)
    .where(and(eq(a.id, adId), eq(a.status, 'active')));
  if (!ad) throw notFound(messages.deals.adNotFound);
  return { counted: false, totalViews: ad.totalViews };
}

export const guestViewer = (key: string): Viewer => ({
  key,
  userId: null,
  name: GUEST_VIEWER_NAME,
  email: GUEST_VIEWER_NAME,
});
