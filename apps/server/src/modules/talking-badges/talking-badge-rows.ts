import type { TTalkingBadge } from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { managerRatings, talkingBadges as tb } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { presentRating, ratingColumns, ratingJoin } from '../manager-ratings/managers';

export const selectTalkingBadges = (db: DbOrTx) =>
  db
    .select({
      id: tb.id,
      description: tb.description,
      priceCents: tb.priceCents,
      introFileId: tb.introFileId,
      appealFileId: tb.appealFileId,
      videoUrl: tb.videoUrl,
      managerEmail: tb.managerEmail,
      feeCents: tb.feeCents,
      createdAt: tb.createdAt,
      ...ratingColumns,
    })
    .from(tb)
    .leftJoin(managerRatings, ratingJoin('talking_badge', tb.id));

type Row = Awaited<ReturnType<typeof selectTalkingBadges>>[number];

export function presentTalkingBadge(row: Row): TTalkingBadge {
  return {
    id: row.id,
    description: row.description,
    priceCents: row.priceCents,
    introducingImageUrl: row.introFileId ? fileUrl(row.introFileId) : null,
    appealingImageUrl: row.appealFileId ? fileUrl(row.appealFileId) : null,
    videoUrl: row.videoUrl,
    managerEmail: row.managerEmail,
    feeCents: row.feeCents,
    managerRating: presentRating(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export const myTalkingBadge = (userId: string, id: string) =>
  and(eq(tb.id, id), eq(tb.athleteUserId, userId), isNull(tb.deletedAt));

export async function readTalkingBadge(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<TTalkingBadge> {
  const [row] = await selectTalkingBadges(db).where(myTalkingBadge(userId, id));
  if (!row) throw notFound();
  return presentTalkingBadge(row);
}
