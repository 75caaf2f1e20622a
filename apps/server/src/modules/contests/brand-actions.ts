import {
  CONTEST_CO_ATHLETES_MAX,
  contestVideoIds,
  messages,
  type TBrandEntryResponse,
  type TContestBadgeCreated,
  VOTE_GETTER_BADGES_MAX,
} from '@fhp/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  contestBadges,
  contestEntries,
  contestVideoAthletes,
  contestVideos,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { conflict, notFound, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { insertFanNotification } from '../notifications/fan-notifications';
import { findAthleteByNumber, loadOwnBrandEntry, readBrandEntry } from './brand-rows';
import { loadContest } from './contest-rows';
import { type ContestBadgeForm, createContestBadge } from './create-contest-badge';

const m = messages.contests;

/** Enroll: an active brand-ambassador contest, once (the unique index decides a double click). */
export async function enrollInBrandContest(
  services: AppServices,
  userId: string,
  contestId: string,
): Promise<TBrandEntryResponse> {
  const contest = await loadContest(services.db, contestId);
  if (contest.kind !== 'brand_ambassador') throw conflict(m.wrongKind);
  if (contest.status !== 'active') throw conflict(m.notOpen);
  const [entry] = await services.db
    .insert(contestEntries)
    .values({ contestId, athleteUserId: userId, status: 'enrolled' })
    .onConflictDoNothing()
    .returning({ id: contestEntries.id });
  if (!entry) throw conflict(m.alreadyEnrolled);
  return { message: m.enrolled, entry: await readBrandEntry(services.db, userId, entry.id) };
}

/** Leave: the entry goes, and by cascade its videos, co-athletes and votes, in one transaction. */
export async function leaveBrandContest(services: AppServices, userId: string, entryId: string) {
  await services.db.transaction(async (tx) => {
    await loadOwnBrandEntry(tx, userId, entryId, true);
    await tx.delete(contestEntries).where(eq(contestEntries.id, entryId));
  });
  return { message: m.left };
}

/**
 * Add Video: the links become YouTube ids (contestVideoIds, the spec's messages) and replace the
 * entry's list; the first time, the entry's video row is made and the athlete's buyers are told
 * (fan notification `talent_contest`).
 */
export async function setBrandVideos(
  services: AppServices,
  userId: string,
  entryId: string,
  urls: string[],
): Promise<TBrandEntryResponse> {
  await loadOwnBrandEntry(services.db, userId, entryId);
  const parsed = contestVideoIds(urls);
  if (!parsed.ok) throw validationFailed({ urls: parsed.message }, parsed.message);
  await services.db.transaction(async (tx) => {
    const { entry } = await loadOwnBrandEntry(tx, userId, entryId, true);
    const [existing] = await tx
      .select({ id: contestVideos.id })
      .from(contestVideos)
      .where(eq(contestVideos.entryId, entry.id));
    if (existing) {
      await tx
        .update(contestVideos)
        .set({ videoIds: parsed.ids, updatedAt: sql`now()` })
        .where(eq(contestVideos.id, existing.id));
      return;
    }
    const [video] = await tx
      .insert(contestVideos)
      .values({
        entryId: entry.id,
        contestId: entry.contestId,
        athleteUserId: userId,
        videoIds: parsed.ids,
      })
      .returning({ id: contestVideos.id });
    if (!video) throw new Error('contest video insert returned nothing');
    await insertFanNotification(services, tx, {
      athleteUserId: userId,
      type: 'talent_contest',
      itemId: video.id,
    });
  });
  return { message: m.videosAdded, entry: await readBrandEntry(services.db, userId, entryId) };
}

/** The entry's video row, locked with the entry; co-athletes need videos first. */
async function lockedVideo(tx: Tx, userId: string, entryId: string) {
  const { entry } = await loadOwnBrandEntry(tx, userId, entryId, true);
  const [video] = await tx
    .select({ id: contestVideos.id })
    .from(contestVideos)
    .where(eq(contestVideos.entryId, entry.id));
  if (!video) throw conflict(m.videosFirst);
  return video;
}

/** Co-athletes: at most 5 besides the owner, never the owner, never twice (under the lock). */
export async function addCoAthlete(
  services: AppServices,
  userId: string,
  entryId: string,
  athleteNumber: number,
): Promise<TBrandEntryResponse> {
  await services.db.transaction(async (tx) => {
    const video = await lockedVideo(tx, userId, entryId);
    const athlete = await findAthleteByNumber(tx, athleteNumber);
    if (athlete.userId === userId) throw conflict(m.ownerNotAddable);
    const listed = await tx
      .select({ athleteUserId: contestVideoAthletes.athleteUserId })
      .from(contestVideoAthletes)
      .where(eq(contestVideoAthletes.videoId, video.id));
    if (listed.some((r) => r.athleteUserId === athlete.userId)) throw conflict(m.duplicateAthlete);
    if (listed.length >= CONTEST_CO_ATHLETES_MAX) throw conflict(m.tooManyAthletes);
    await tx
      .insert(contestVideoAthletes)
      .values({ videoId: video.id, athleteUserId: athlete.userId });
  });
  return { message: m.coAthleteAdded, entry: await readBrandEntry(services.db, userId, entryId) };
}

export async function removeCoAthlete(
  services: AppServices,
  userId: string,
  entryId: string,
  athleteNumber: number,
): Promise<TBrandEntryResponse> {
  await services.db.transaction(async (tx) => {
    const video = await lockedVideo(tx, userId, entryId);
    const athlete = await findAthleteByNumber(tx, athleteNumber);
    if (athlete.userId === userId) throw conflict(m.ownerNotRemovable);
    const removed = await tx
      .delete(contestVideoAthletes)
      .where(
        and(
          eq(contestVideoAthletes.videoId, video.id),
          eq(contestVideoAthletes.athleteUserId, athlete.userId),
        ),
      )
      .returning({ id: contestVideoAthletes.athleteUserId });
    if (removed.length === 0) throw notFound(m.coAthleteNotListed);
  });
  return { message: m.coAthleteRemoved, entry: await readBrandEntry(services.db, userId, entryId) };
}

async function voteGetterBadgeCount(db: DbOrTx, userId: string, contestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(contestBadges)
    .where(
      and(
        eq(contestBadges.contestId, contestId),
        eq(contestBadges.athleteUserId, userId),
        eq(contestBadges.kind, 'vote_getter'),
        isNull(contestBadges.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The ownership and the limit before the form is read (no upload for a refused request). */
export async function checkVoteGetterBadgeAllowed(db: DbOrTx, userId: string, entryId: string) {
  const { entry } = await loadOwnBrandEntry(db, userId, entryId);
  if ((await voteGetterBadgeCount(db, userId, entry.contestId)) >= VOTE_GETTER_BADGES_MAX) {
    throw conflict(m.tooManyBadges);
  }
  return entry;
}

/**
 * Create Badge: a vote-getter badge of an enrolled athlete, at most 5 per contest. The limit
 * holds under concurrency: the entry row is locked, then the badges counted, in the insert's
 * transaction.
 */
export async function createVoteGetterBadge(
  services: AppServices,
  userId: string,
  entryId: string,
  form: ContestBadgeForm,
): Promise<TContestBadgeCreated> {
  const entry = await checkVoteGetterBadgeAllowed(services.db, userId, entryId);
  const badge = await createContestBadge(services, {
    kind: 'vote_getter',
    userId,
    contestId: entry.contestId,
    form,
    guard: async (tx) => {
      await loadOwnBrandEntry(tx, userId, entryId, true);
      if ((await voteGetterBadgeCount(tx, userId, entry.contestId)) >= VOTE_GETTER_BADGES_MAX) {
        throw conflict(m.tooManyBadges);
      }
    },
  });
  return { message: m.badgeCreated, badge };
}
