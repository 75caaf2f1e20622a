import {
  messages,
  type TBrandContestsPage,
  type TBrandEntry,
  type TContestAthlete,
} from '@fhp/domain';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  athleteProfiles,
  contestBadges,
  contestEntries,
  contests,
  contestVideoAthletes,
  contestVideos,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { conflict, notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { type ContestRow, personName, toContestSummary } from './contest-rows';

const m = messages.contests;
const BRAND = 'brand_ambassador';

export type EntryRow = typeof contestEntries.$inferSelect;

/** The signed-in athlete's entries in these contests, with videos, co-athletes and badges. */
async function brandEntries(
  db: DbOrTx,
  userId: string,
  where: { contestIds?: string[]; entryId?: string },
): Promise<Map<string, TBrandEntry>> {
  const entries = await db
    .select({ entry: contestEntries, videoId: contestVideos.id, videoIds: contestVideos.videoIds })
    .from(contestEntries)
    .leftJoin(contestVideos, eq(contestVideos.entryId, contestEntries.id))
    .where(
      and(
        eq(contestEntries.athleteUserId, userId),
        where.contestIds ? inArray(contestEntries.contestId, where.contestIds) : undefined,
        where.entryId ? eq(contestEntries.id, where.entryId) : undefined,
      ),
    );
  const out = new Map<string, TBrandEntry>();
  if (entries.length === 0) return out;
  const videoIds = entries.flatMap((e) => (e.videoId ? [e.videoId] : []));
  const coAthletes =
    videoIds.length === 0
      ? []
      : await db
          .select({
            videoId: contestVideoAthletes.videoId,
            athleteNumber: athleteProfiles.athleteNumber,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(contestVideoAthletes)
          .innerJoin(users, eq(users.id, contestVideoAthletes.athleteUserId))
          .innerJoin(
            athleteProfiles,
            eq(athleteProfiles.userId, contestVideoAthletes.athleteUserId),
          )
          .where(inArray(contestVideoAthletes.videoId, videoIds))
          .orderBy(asc(contestVideoAthletes.createdAt), asc(athleteProfiles.athleteNumber));
  const badgeCounts = await db
    .select({ contestId: contestBadges.contestId, n: count() })
    .from(contestBadges)
    .where(
      and(
        eq(contestBadges.athleteUserId, userId),
        eq(contestBadges.kind, 'vote_getter'),
        isNull(contestBadges.deletedAt),
        inArray(
          contestBadges.contestId,
          entries.map((e) => e.entry.contestId),
        ),
      ),
    )
    .groupBy(contestBadges.contestId);
  for (const { entry, videoId, videoIds: ids } of entries) {
    out.set(entry.contestId, {
      id: entry.id,
      status: entry.status as TBrandEntry['status'],
      createdAt: entry.createdAt.toISOString(),
      videoIds: ids ?? [],
      coAthletes: coAthletes
        .filter((c) => c.videoId === videoId)
        .map(
          (c): TContestAthlete => ({
            athleteNumber: c.athleteNumber,
            name: personName(c.firstName, c.lastName),
          }),
        ),
      voteGetterBadges: badgeCounts.find((b) => b.contestId === entry.contestId)?.n ?? 0,
    });
  }
  return out;
}

/** The Brand ambassador tab: brand-ambassador contests (every status), newest first. */
export async function listBrandContests(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TBrandContestsPage> {
  const rows = await db
    .select()
    .from(contests)
    .where(
      and(
        eq(contests.kind, BRAND),
        query.cursor ? afterCursor(contests, contests, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(contests))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  const mine = await brandEntries(db, userId, { contestIds: page.items.map((c) => c.id) });
  return {
    items: page.items.map((c) => ({ contest: toContestSummary(c), entry: mine.get(c.id) ?? null })),
    nextCursor: page.nextCursor,
  };
}

/** One entry of the athlete's as the tab shows it (after a change). */
export async function readBrandEntry(db: DbOrTx, userId: string, entryId: string) {
  const [entry] = [...(await brandEntries(db, userId, { entryId })).values()];
  if (!entry) throw notFound(m.entryNotFound);
  return entry;
}

/**
 * The athlete's own brand-ambassador enrollment and its contest, for a change: another
 * athlete's entry is a 404; a sport contest's entry, a closed contest or an entry that is not
 * enrolled a 409. `forUpdate` locks the entry row (the limits on badges and co-athletes, and
 * Leave, hold under concurrency).
 */
export async function loadOwnBrandEntry(
  db: DbOrTx,
  userId: string,
  entryId: string,
  forUpdate = false,
): Promise<{ entry: EntryRow; contest: ContestRow }> {
  const q = db
    .select({ entry: contestEntries, contest: contests })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.id, entryId), eq(contestEntries.athleteUserId, userId)));
  const [row] = forUpdate ? await q.for('update', { of: contestEntries }) : await q;
  if (!row) throw notFound(m.entryNotFound);
  if (row.contest.kind !== BRAND) throw conflict(m.wrongKind);
  if (row.entry.status !== 'enrolled') throw conflict(m.notEnrolled);
  if (row.contest.status !== 'active') throw conflict(m.notOpen);
  return row;
}

/** An athlete (not blocked) by their Athlete Id, or the spec's 404. */
export async function findAthleteByNumber(db: DbOrTx, athleteNumber: number) {
  const [row] = await db
    .select({
      userId: users.id,
      athleteNumber: athleteProfiles.athleteNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(
      and(
        eq(athleteProfiles.athleteNumber, athleteNumber),
        eq(users.role, 'athlete'),
        eq(users.blocked, false),
      ),
    );
  if (!row) throw notFound(m.unknownAthlete(athleteNumber));
  return { ...row, name: personName(row.firstName, row.lastName) };
}
