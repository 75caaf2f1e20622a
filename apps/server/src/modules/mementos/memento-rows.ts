import { mementosMessages, type TMemento } from '@fhp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { managerRatings, mementos as mm, purchases } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { presentRating, ratingColumns, ratingJoin } from '../manager-ratings/managers';

/**
 * How many fans bought it (refunds excluded), counted from the sales themselves over the
 * athlete's purchases index rather than kept as a second counter.
 */
const soldCount = sql<number>`(
  select count(*)::int from ${purchases}
  where ${purchases.athleteUserId} = ${mm.athleteUserId}
    and ${purchases.kind} = 'momento'
    and ${purchases.itemId} = ${mm.id}
    and ${purchases.refundedAt} is null
)`;

export const selectMementos = (db: DbOrTx) =>
  db
    .select({
      id: mm.id,
      title: mm.title,
      description: mm.description,
      priceCents: mm.priceCents,
      licenseWeeks: mm.licenseWeeks,
      isGameVideo: mm.isGameVideo,
      imageFileId: mm.imageFileId,
      videoUrl: mm.videoUrl,
      managerEmail: mm.managerEmail,
      sold: soldCount,
      createdAt: mm.createdAt,
      ...ratingColumns,
    })
    .from(mm)
    .leftJoin(managerRatings, ratingJoin('memento', mm.id))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectMementos>>[number];

export function presentMemento(row: Row): TMemento {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    licenseWeeks: row.licenseWeeks,
    isGameVideo: row.isGameVideo,
    imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
    videoUrl: row.videoUrl,
    managerEmail: row.managerEmail,
    managerRating: presentRating(row),
    sold: Number(row.sold),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The athlete's own memento, not deleted: ownership is part of every query. */
export const myMemento = (userId: string, id: string) =>
  and(eq(mm.id, id), eq(mm.athleteUserId, userId), isNull(mm.deletedAt));

export async function readMemento(db: DbOrTx, userId: string, id: string): Promise<TMemento> {
  const [row] = await selectMementos(db).where(myMemento(userId, id));
  if (!row) throw notFound(mementosMessages.notFound);
  return presentMemento(row);
}
