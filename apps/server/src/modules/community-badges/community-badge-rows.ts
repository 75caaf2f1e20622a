import {
  COMMUNITY_BADGE_TYPE,
  formatCommunityBadgeNumber,
  messages,
  type TCommunityBadge,
} from '@fhp/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { athleteProfiles, communityBadges, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';

export type CommunityBadgeRow = typeof communityBadges.$inferSelect;

/** How many badges the list answers: far more than anyone buys, and never an unbounded read. */
const LIST_LIMIT = 50;

export function toCommunityBadge(row: CommunityBadgeRow): TCommunityBadge {
  return {
    id: row.id,
    badgeNumber: formatCommunityBadgeNumber(row.badgeNumber),
    badgeType: COMMUNITY_BADGE_TYPE,
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function countCommunityBadges(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(communityBadges)
    .where(eq(communityBadges.athleteUserId, userId));
  return row?.n ?? 0;
}

/** My badges, newest first. */
export async function listCommunityBadges(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(communityBadges)
    .where(eq(communityBadges.athleteUserId, userId))
    .orderBy(desc(communityBadges.createdAt), desc(communityBadges.badgeNumber))
    .limit(LIST_LIMIT);
  return rows.map(toCommunityBadge);
}

/** One of my badges; another athlete's (or a missing one) is the same 404. */
export async function readOwnCommunityBadge(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<CommunityBadgeRow> {
  const [row] = await db
    .select()
    .from(communityBadges)
    .where(and(eq(communityBadges.id, id), eq(communityBadges.athleteUserId, userId)));
  if (!row) throw notFound(messages.communityBadges.notFound);
  return row;
}

/** The name and photo a badge shows, as the PDF prints them. */
export async function badgeOwner(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      photoFileId: athleteProfiles.photoFileId,
    })
    .from(users)
    .leftJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return {
    athleteName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(),
    photoFileId: row?.photoFileId ?? null,
  };
}

export async function badgeOwnerView(db: DbOrTx, userId: string) {
  const owner = await badgeOwner(db, userId);
  return {
    athleteName: owner.athleteName,
    photoUrl: owner.photoFileId ? fileUrl(owner.photoFileId) : null,
  };
}
