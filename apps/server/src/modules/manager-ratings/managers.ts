import { messages, type TManagerRating, type TRatedItemKind } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { managerRatings, strategyRatings, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';

/**
 * The user a badge's manager e-mail names, by the badge's rule (spec part 2, section 6): a
 * seasonal badge's manager is a user whose role is fan; a talking badge's is a user flagged
 * manager. Null when there is no such user.
 */
export async function findManager(
  db: DbOrTx,
  email: string,
  rule: 'fan' | 'flagged-manager',
): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.blocked, false),
        rule === 'fan' ? eq(users.role, 'fan') : eq(users.isManager, true),
      ),
    )
    .limit(1);
  return user?.id ?? null;
}

/** The columns a badge query selects (left join on its rating) to present its manager rating. */
export const ratingColumns = {
  ratingStars: managerRatings.rating,
  ratingSatisfaction: managerRatings.satisfaction,
  ratingRemarks: managerRatings.remarks,
  ratedAt: managerRatings.createdAt,
};

export const ratingJoin = (kind: TRatedItemKind, itemId: Parameters<typeof eq>[0]) =>
  and(eq(managerRatings.itemKind, kind), eq(managerRatings.itemId, itemId));

export function presentRating(row: {
  ratingStars: number | null;
  ratingSatisfaction: string | null;
  ratingRemarks: string | null;
  ratedAt: Date | null;
}): TManagerRating | null {
  if (row.ratingStars === null || !row.ratedAt) return null;
  return {
    rating: row.ratingStars,
    satisfaction: row.ratingSatisfaction === 'Unsatisfied' ? 'Unsatisfied' : 'Satisfied',
    remarks: row.ratingRemarks ?? '',
    ratedAt: row.ratedAt.toISOString(),
  };
}

export type RatingInput = {
  rating: number;
  satisfaction: 'Satisfied' | 'Unsatisfied';
  remarks: string;
  strategy?: { rating: number; remarks: string } | null;
};

/**
 * Saves the athlete's rating of the manager named on one badge, and the strategy rating when
 * given, in the caller's transaction. A badge without a manager cannot be rated (409). One rating per badge: the unique index refuses a second
 * (409), also when two arrive at once.
 */
export async function saveManagerRating(
  tx: Tx,
  input: {
    kind: TRatedItemKind;
    itemId: string;
    athleteUserId: string;
    /** The badge's manager, read under the badge row's lock: none named is a 409. */
    manager: { managerEmail: string | null; managerUserId: string | null };
    rating: RatingInput;
  },
) {
  const { managerEmail, managerUserId } = input.manager;
  if (!managerEmail) throw conflict(messages.managerRatings.noManager);
  const base = {
    athleteUserId: input.athleteUserId,
    managerUserId,
    managerEmail,
    itemKind: input.kind,
    itemId: input.itemId,
  };
  const inserted = await tx
    .insert(managerRatings)
    .values({
      ...base,
      rating: input.rating.rating,
      satisfaction: input.rating.satisfaction,
      remarks: input.rating.remarks,
    })
    .onConflictDoNothing({ target: [managerRatings.itemKind, managerRatings.itemId] })
    .returning({ id: managerRatings.id });
  if (inserted.length === 0) throw conflict(messages.managerRatings.alreadyRated);
  const strategy = input.rating.strategy;
  if (strategy) {
    await tx
      .insert(strategyRatings)
      .values({ ...base, rating: strategy.rating, remarks: strategy.remarks });
  }
}
