import {
  fanPurchasesMessages,
  mementosMessages as m,
  PURCHASE_KIND_LABELS,
  type TMementoOffer,
} from '@fhp/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { athleteProfiles, mementos as mm, schoolContracts, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { schoolIpOf } from '../purchases/book-sale';

/** How many mementos the athlete's page lists (newest first). */
export const ATHLETE_PAGE_MEMENTOS = 24;

/**
 * A memento a fan may buy: not deleted, its athlete active and unblocked, and a game video only
 * while the athlete's school IP contract is approved (a 409 once it is not: the school's licence
 * is what makes selling its game video lawful).
 */
async function mementoForSale(db: DbOrTx, mementoId: string) {
  const [row] = await db
    .select({
      id: mm.id,
      title: mm.title,
      priceCents: mm.priceCents,
      isGameVideo: mm.isGameVideo,
      managerUserId: mm.managerUserId,
      athleteUserId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(mm)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, mm.athleteUserId))
    .innerJoin(users, eq(users.id, mm.athleteUserId))
    .where(
      and(
        eq(mm.id, mementoId),
        isNull(mm.deletedAt),
        eq(users.role, 'athlete'),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
      ),
    );
  if (!row) throw notFound(fanPurchasesMessages.badgeNotFound);
  if (row.isGameVideo && (await schoolIpOf(db, row.athleteUserId)) === null) {
    throw conflict(m.gameVideoNotForSale);
  }
  return row;
}

/** The checkout's price of a memento: the athlete's current price, never the request's. */
export async function priceMemento(db: DbOrTx, mementoId: string) {
  const row = await mementoForSale(db, mementoId);
  return {
    amountCents: row.priceCents,
    description: `${PURCHASE_KIND_LABELS.momento}: ${row.title}`,
    athleteUserId: row.athleteUserId,
    athleteNumber: row.athleteNumber,
    itemId: row.id,
    managerUserId: row.managerUserId,
  };
}

/** The capture's last check: the memento is still sold (a game video: the contract still approved). */
export async function mementoStillOnSale(db: DbOrTx, mementoId: string): Promise<boolean> {
  try {
    await mementoForSale(db, mementoId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The athlete's school IP holds: they accepted their school's offer and its contract is approved
 * (the rule of `schoolIpOf`, as a condition on the memento's row, so the page reads it in the same
 * statement).
 */
const schoolIpHolds = sql`exists (
  select 1 from ${athleteProfiles}
  join ${schoolContracts} on ${schoolContracts.schoolId} = ${athleteProfiles.schoolId}
    and ${schoolContracts.status} = 'approved'
  where ${athleteProfiles.userId} = ${mm.athleteUserId}
    and ${athleteProfiles.schoolAdminId} is not null
)`;

/** The athlete page's mementos, newest first; game videos only while the school's IP holds. */
export async function mementoOffersOf(db: DbOrTx, athleteUserId: string): Promise<TMementoOffer[]> {
  const rows = await db
    .select({
      id: mm.id,
      title: mm.title,
      description: mm.description,
      priceCents: mm.priceCents,
      licenseWeeks: mm.licenseWeeks,
      isGameVideo: mm.isGameVideo,
      imageFileId: mm.imageFileId,
      videoUrl: mm.videoUrl,
    })
    .from(mm)
    .where(
      and(
        eq(mm.athleteUserId, athleteUserId),
        isNull(mm.deletedAt),
        or(eq(mm.isGameVideo, false), schoolIpHolds),
      ),
    )
    .orderBy(desc(mm.createdAt), desc(mm.id))
    .limit(ATHLETE_PAGE_MEMENTOS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    licenseWeeks: row.licenseWeeks,
    isGameVideo: row.isGameVideo,
    imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
    hasVideo: row.videoUrl !== null,
  }));
}
