import type {
  TSeasonalBadge,
  TSeasonalBadgeType,
  TSeasonalSport,
  TSeasonalSportType,
} from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { managerRatings, seasonalBadges as sb } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { presentRating, ratingColumns, ratingJoin } from '../manager-ratings/managers';

export const seasonalBadgeColumns = {
  id: sb.id,
  type: sb.type,
  eventPlus: sb.eventPlus,
  year: sb.year,
  sport: sb.sport,
  sportType: sb.sportType,
  listNumber: sb.listNumber,
  typeData1: sb.typeData1,
  typeData2: sb.typeData2,
  typeData3: sb.typeData3,
  managerEmail: sb.managerEmail,
  videoUrl: sb.videoUrl,
  videoPriceCents: sb.videoPriceCents,
  qrFileId: sb.qrFileId,
  qrPriceCents: sb.qrPriceCents,
  bought: sb.bought,
  feeCents: sb.feeCents,
  createdAt: sb.createdAt,
  ...ratingColumns,
};

/** My badges with their manager rating (left join): callers add the filter and order. */
export const selectSeasonalBadges = (db: DbOrTx) =>
  db
    .select(seasonalBadgeColumns)
    .from(sb)
    .leftJoin(managerRatings, ratingJoin('seasonal_badge', sb.id));

type Row = Awaited<ReturnType<typeof selectSeasonalBadges>>[number];

/** What leaves the server about a badge: the QR image as its file URL, money in cents. */
export function presentSeasonalBadge(row: Row): TSeasonalBadge {
  return {
    id: row.id,
    type: row.type as TSeasonalBadgeType,
    eventPlus: row.eventPlus,
    year: row.year,
    sport: row.sport as TSeasonalSport,
    sportType: row.sportType as TSeasonalSportType,
    listNumber: row.listNumber,
    typeData1: row.typeData1,
    typeData2: row.typeData2,
    typeData3: row.typeData3,
    managerEmail: row.managerEmail,
    videoUrl: row.videoUrl,
    videoPriceCents: row.videoPriceCents,
    qrImageUrl: row.qrFileId ? fileUrl(row.qrFileId) : null,
    qrPriceCents: row.qrPriceCents,
    bought: row.bought,
    feeCents: row.feeCents,
    managerRating: presentRating(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Mine and not deleted: the condition every read and change of one badge carries. */
export const mySeasonalBadge = (userId: string, id: string) =>
  and(eq(sb.id, id), eq(sb.athleteUserId, userId), isNull(sb.deletedAt));

/** One of my badges, or 404 (another athlete's badge is simply not found). */
export async function readSeasonalBadge(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<TSeasonalBadge> {
  const [row] = await selectSeasonalBadges(db).where(mySeasonalBadge(userId, id));
  if (!row) throw notFound();
  return presentSeasonalBadge(row);
}
