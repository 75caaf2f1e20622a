import {
  FREE_TALKING_BADGES,
  type TTalkingBadgeQuota,
  type TTalkingBadgesPage,
  talkingBadgeFeeCents,
} from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { athleteProfiles, talkingBadges as tb } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { presentTalkingBadge, selectTalkingBadges } from './talking-badge-rows';

export async function listTalkingBadges(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TTalkingBadgesPage> {
  const rows = await selectTalkingBadges(db)
    .where(
      and(
        eq(tb.athleteUserId, userId),
        isNull(tb.deletedAt),
        query.cursor ? afterCursor(tb, tb, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(tb))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(presentTalkingBadge), nextCursor: page.nextCursor };
}

export async function talkingBadgeQuota(db: DbOrTx, userId: string): Promise<TTalkingBadgeQuota> {
  const [row] = await db
    .select({ total: athleteProfiles.talkingBadgeCount })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId));
  if (!row) throw notFound();
  return {
    totalCreated: row.total,
    freeLimit: FREE_TALKING_BADGES,
    freeLeft: Math.max(0, FREE_TALKING_BADGES - row.total),
    nextFeeCents: talkingBadgeFeeCents(row.total),
  };
}
