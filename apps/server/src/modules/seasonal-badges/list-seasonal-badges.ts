import {
  FREE_SEASONAL_BADGES,
  seasonalBadgeFeeCents,
  type TSeasonalBadgeQuota,
  type TSeasonalBadgesPage,
  type TSeasonalSport,
} from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { athleteProfiles, seasonalBadges as sb } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { presentSeasonalBadge, selectSeasonalBadges } from './seasonal-badge-rows';

/** A page of my badges (optionally of one sport), newest first; deleted ones are not listed. */
export async function listSeasonalBadges(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number; sport?: TSeasonalSport },
): Promise<TSeasonalBadgesPage> {
  const rows = await selectSeasonalBadges(db)
    .where(
      and(
        eq(sb.athleteUserId, userId),
        query.sport ? eq(sb.sport, query.sport) : undefined,
        isNull(sb.deletedAt),
        query.cursor ? afterCursor(sb, sb, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(sb))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(presentSeasonalBadge), nextCursor: page.nextCursor };
}

/** The free badges left and the next badge's fee, from the counter of badges ever created. */
export async function seasonalBadgeQuota(db: DbOrTx, userId: string): Promise<TSeasonalBadgeQuota> {
  const [row] = await db
    .select({ total: athleteProfiles.totalSeasonalBadges })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId));
  if (!row) throw notFound();
  return {
    totalCreated: row.total,
    freeLimit: FREE_SEASONAL_BADGES,
    freeLeft: Math.max(0, FREE_SEASONAL_BADGES - row.total),
    nextFeeCents: seasonalBadgeFeeCents(row.total),
  };
}
