import { randomUUID } from 'node:crypto';
import type { TContestKind, TContestSchoolStatus, TContestStatus } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import {
  athleteProfiles,
  contestBadges,
  contestEntries,
  contestSchools,
  contests,
  contestVideos,
  contestVotes,
  schools,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { bookSale } from '../purchases/book-sale';

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A contest as an operator creates it (a sport contest of Basketball unless told). */
export async function insertContest(
  db: DbOrTx,
  over: Partial<{
    kind: TContestKind;
    status: TContestStatus;
    sport: string | null;
    rounds: 1 | 2;
    currentRound: 1 | 2;
    roundTwoAt: Date | null;
    title: string;
    description: string;
    /** Days from today (a week ago and in three weeks unless told). */
    startDays: number;
    endDays: number;
    buyingEndDays: number;
  }> = {},
) {
  const kind = over.kind ?? 'sport';
  const [row] = await db
    .insert(contests)
    .values({
      kind,
      title: over.title ?? `Test ${kind} contest`,
      description: over.description ?? '',
      sport: kind === 'sport' ? (over.sport ?? 'Basketball') : null,
      startDate: day(over.startDays ?? -7),
      endDate: day(over.endDays ?? 21),
      buyingEndDate: kind === 'brand_ambassador' ? day(over.buyingEndDays ?? 14) : null,
      rounds: over.rounds ?? 2,
      currentRound: over.currentRound ?? 1,
      roundTwoAt: over.roundTwoAt ?? null,
      status: over.status ?? 'active',
      organizerName: 'Coastal Sports League',
      organizerEmail: 'organizer@example.com',
    })
    .returning();
  if (!row) throw new Error('contest insert failed');
  return row;
}

/** An athlete's entry with videos (ids as stored), as Enroll / Participate and Add Video leave it. */
export async function insertEntryWithVideos(
  db: DbOrTx,
  contestId: string,
  athleteUserId: string,
  videoIds: string[] = ['dQw4w9WgXcQ'],
  status: 'pending' | 'enrolled' = 'enrolled',
) {
  const [entry] = await db
    .insert(contestEntries)
    .values({ contestId, athleteUserId, status })
    .returning();
  if (!entry) throw new Error('entry insert failed');
  const [video] = await db
    .insert(contestVideos)
    .values({ entryId: entry.id, contestId, athleteUserId, videoIds })
    .returning();
  if (!video) throw new Error('video insert failed');
  return { entry, video };
}

/** A fan's vote, as the vote route records it. */
export async function insertVote(
  db: DbOrTx,
  contestId: string,
  videoId: string,
  fanUserId: string,
  round: 1 | 2 = 1,
) {
  await db.insert(contestVotes).values({ contestId, videoId, fanUserId, round });
}

/** A contest badge on sale (a vote-getter badge unless told), as an athlete creates it. */
export async function insertContestBadge(
  db: DbOrTx,
  input: {
    contestId: string;
    athleteUserId: string;
    priceCents?: number;
    description?: string;
    kind?: 'vote_getter' | 'honor';
    introFileId?: string | null;
    appealFileId?: string | null;
    deletedAt?: Date | null;
  },
) {
  const [badge] = await db
    .insert(contestBadges)
    .values({
      contestId: input.contestId,
      athleteUserId: input.athleteUserId,
      kind: input.kind ?? 'vote_getter',
      description: input.description ?? 'Top scorer',
      priceCents: input.priceCents ?? 2000,
      introFileId: input.introFileId ?? null,
      appealFileId: input.appealFileId ?? null,
      deletedAt: input.deletedAt ?? null,
    })
    .returning();
  if (!badge) throw new Error('badge insert failed');
  return badge;
}

/** A contest badge and a fan's purchase of it, booked through bookSale as a capture would. */
export async function insertBadgeSale(
  db: DbOrTx,
  input: { contestId: string; athleteUserId: string; fanUserId: string; priceCents: number },
) {
  const [badge] = await db
    .insert(contestBadges)
    .values({
      contestId: input.contestId,
      athleteUserId: input.athleteUserId,
      kind: 'vote_getter',
      description: 'Top scorer',
      priceCents: input.priceCents,
    })
    .returning();
  if (!badge) throw new Error('badge insert failed');
  await db.transaction((tx) =>
    bookSale(tx, {
      kind: 'contest_badge',
      athleteUserId: input.athleteUserId,
      buyerUserId: input.fanUserId,
      amountCents: input.priceCents,
      itemId: badge.id,
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Test contest badge',
    }),
  );
  return badge;
}

/** A school's entry in a sport contest, as an operator leaves it (accepted unless told). */
export async function insertContestSchool(
  db: DbOrTx,
  contestId: string,
  schoolId: number,
  status: TContestSchoolStatus = 'accepted',
) {
  const [row] = await db.insert(contestSchools).values({ contestId, schoolId, status }).returning();
  if (!row) throw new Error('contest school insert failed');
  return row;
}

/** A listed school of its own (Florida), for contests' school entries. */
export async function insertSchool(db: DbOrTx, name = `Contest High ${randomUUID().slice(0, 8)}`) {
  const [row] = await db
    .insert(schools)
    .values({ kind: 'college', stateCode: 'FL', city: 'Miami', name })
    .returning();
  if (!row) throw new Error('school insert failed');
  return row;
}

/** The athlete's school and sport, as their profile says. */
export async function setAthleteSchool(
  db: DbOrTx,
  userId: string,
  schoolId: number | null,
  sport = 'Basketball',
) {
  await db
    .update(athleteProfiles)
    .set({ schoolId, sport })
    .where(eq(athleteProfiles.userId, userId));
}
