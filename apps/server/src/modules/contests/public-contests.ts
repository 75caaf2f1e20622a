import {
  CONTEST_DONE_STATUSES,
  contestBadgesSellOn,
  contestBoardShown,
  contestPageMeta,
  contestPagePath,
  messages,
  PUBLIC_CONTEST_ENTRIES_MAX,
  PUBLIC_CONTEST_RECENT_DAYS,
  PUBLIC_CONTEST_THUMBNAILS,
  PUBLIC_CONTESTS_MAX,
  type TContestKind,
  type TContestPageData,
  type TPageMeta,
  type TPublicContest,
  type TPublicContestBadge,
  type TPublicContests,
  youtubeThumbnailUrl,
} from '@fhp/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { SHARE_FALLBACK_IMAGE } from '../athlete-page/athlete-page-meta';
import { listedAthlete } from '../athlete-page/listed-athlete';
import { type ContestRow, personName, toContestSummary } from './contest-rows';
import { contestBoard } from './leaderboard';

/** Today's date as the contests' dates are written (YYYY-MM-DD, UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The contests of a kind on their list page (/contests, /talent-contest): the active ones, then
 * those completed within PUBLIC_CONTEST_RECENT_DAYS of their end, newest first
 * (contests_kind_status_idx); each with its listed athletes' count and the first video of its
 * first entries. Two reads whatever the numbers.
 */
export async function readPublicContests(db: DbOrTx, kind: TContestKind): Promise<TPublicContests> {
  const rows = await db
    .select()
    .from(contests)
    .where(
      and(
        eq(contests.kind, kind),
        or(
          eq(contests.status, 'active'),
          and(
            inArray(contests.status, [...CONTEST_DONE_STATUSES]),
            sql`${contests.endDate} >= current_date - ${PUBLIC_CONTEST_RECENT_DAYS}::int`,
          ),
        ),
      ),
    )
    .orderBy(
      sql`(${contests.status} = 'active') desc`,
      desc(contests.startDate),
      desc(contests.number),
    )
    .limit(PUBLIC_CONTESTS_MAX);
  if (rows.length === 0) return { items: [] };
  const counts = await db
    .select({
      contestId: contestEntries.contestId,
      athletes: sql<number>`count(*)::int`,
      thumbnails: sql<string[] | null>`(array_agg(${contestVideos.videoIds}[1]
        order by ${contestEntries.createdAt}, ${contestEntries.id})
        filter (where ${contestVideos.id} is not null))[1:${sql.raw(String(PUBLIC_CONTEST_THUMBNAILS))}]`,
    })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, contestEntries.athleteUserId))
    .leftJoin(contestVideos, eq(contestVideos.entryId, contestEntries.id))
    .where(
      and(
        inArray(
          contestEntries.contestId,
          rows.map((r) => r.id),
        ),
        listedAthlete,
      ),
    )
    .groupBy(contestEntries.contestId);
  const countOf = new Map(counts.map((c) => [c.contestId, c]));
  return {
    items: rows.map((row) => {
      const summary = toContestSummary(row);
      const count = countOf.get(row.id);
      return {
        ...summary,
        athletes: count?.athletes ?? 0,
        thumbnails: count?.thumbnails ?? [],
        boardShown: contestBoardShown(summary),
      };
    }),
  };
}

/** The contest of a number, or undefined. */
export async function contestByNumber(db: DbOrTx, contestNumber: number) {
  const [row] = await db.select().from(contests).where(eq(contests.number, contestNumber));
  return row;
}

/**
 * A contest's page: its summary, its listed athletes' entries (earliest first) with their
 * videos, co-athletes, votes in the current round and badges on sale. Four reads whatever the
 * numbers (the contest, then its entries, then co-athletes and badges side by side). An unknown
 * contest is the catalogue's 404.
 */
export async function readPublicContest(
  db: DbOrTx,
  contestNumber: number,
): Promise<TPublicContest> {
  const contest = await contestByNumber(db, contestNumber);
  if (!contest) throw notFound(messages.contests.notFound);
  return publicContestOf(db, contest);
}

async function publicContestOf(db: DbOrTx, contest: ContestRow): Promise<TPublicContest> {
  const entries = await db
    .select({
      athleteUserId: contestEntries.athleteUserId,
      athleteNumber: athleteProfiles.athleteNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      photoFileId: athleteProfiles.photoFileId,
      videoId: contestVideos.id,
      videoIds: contestVideos.videoIds,
      // contest_votes_board_idx: the current round's votes of the video, voided ones left out.
      votes: sql<number>`(select count(*)::int from contest_votes v
        where v.contest_id = ${contest.id} and v.round = ${contest.currentRound}
          and v.video_id = ${contestVideos.id} and v.voided_at is null)`,
    })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, contestEntries.athleteUserId))
    .leftJoin(contestVideos, eq(contestVideos.entryId, contestEntries.id))
    .where(and(eq(contestEntries.contestId, contest.id), listedAthlete))
    .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id))
    .limit(PUBLIC_CONTEST_ENTRIES_MAX);
  const videoIds = entries.flatMap((e) => (e.videoId ? [e.videoId] : []));
  const athleteIds = entries.map((e) => e.athleteUserId);
  const selling = contestBadgesSellOn(contest, today());
  const [coAthletes, badges] = await Promise.all([
    videoIds.length === 0
      ? []
      : db
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
          .where(and(inArray(contestVideoAthletes.videoId, videoIds), listedAthlete))
          .orderBy(asc(contestVideoAthletes.createdAt), asc(athleteProfiles.athleteNumber)),
    !selling || athleteIds.length === 0
      ? []
      : db
          .select({
            id: contestBadges.id,
            athleteUserId: contestBadges.athleteUserId,
            kind: contestBadges.kind,
            description: contestBadges.description,
            priceCents: contestBadges.priceCents,
            introFileId: contestBadges.introFileId,
            appealFileId: contestBadges.appealFileId,
          })
          .from(contestBadges)
          .where(
            and(
              eq(contestBadges.contestId, contest.id),
              inArray(contestBadges.athleteUserId, athleteIds),
              isNull(contestBadges.deletedAt),
            ),
          )
          .orderBy(asc(contestBadges.createdAt), asc(contestBadges.id)),
  ]);
  const summary = toContestSummary(contest);
  return {
    contest: summary,
    boardShown: contestBoardShown(summary),
    entries: entries.map((e) => ({
      athleteNumber: e.athleteNumber,
      athleteName: personName(e.firstName, e.lastName),
      photoUrl: e.photoFileId ? fileUrl(e.photoFileId) : null,
      videoId: e.videoId,
      videoIds: e.videoIds ?? [],
      coAthletes: coAthletes
        .filter((c) => c.videoId === e.videoId)
        .map((c) => ({
          athleteNumber: c.athleteNumber,
          name: personName(c.firstName, c.lastName),
        })),
      votes: e.videoId ? e.votes : 0,
      badges: badges
        .filter((b) => b.athleteUserId === e.athleteUserId)
        .map(
          (b): TPublicContestBadge => ({
            id: b.id,
            kind: b.kind as TPublicContestBadge['kind'],
            description: b.description,
            priceCents: b.priceCents,
            introImageUrl: b.introFileId ? fileUrl(b.introFileId) : null,
            appealImageUrl: b.appealFileId ? fileUrl(b.appealFileId) : null,
          }),
        ),
    })),
  };
}

/**
 * A contest page's live render data (decision 0037): what GET /api/public/contests/:n answers,
 * and its board's answer once shown; undefined when there is no such contest (the shell then).
 */
export async function readContestPageData(
  db: DbOrTx,
  contestNumber: number,
): Promise<TContestPageData | undefined> {
  const contest = await contestByNumber(db, contestNumber);
  if (!contest) return undefined;
  const summary = toContestSummary(contest);
  const [page, board] = await Promise.all([
    publicContestOf(db, contest),
    contestBoardShown(summary) ? contestBoard(db, contest) : null,
  ]);
  return { page, board };
}

/**
 * The title, description and share card the server writes into the HTML of `/contests/<n>`:
 * the contest's title, its description, and its first listed entry's first video's thumbnail
 * (else the app's icon), as absolute URLs under `publicUrl`.
 */
export async function readContestPageMeta(
  db: DbOrTx,
  contestNumber: number,
  publicUrl: string,
): Promise<TPageMeta | undefined> {
  const contest = await contestByNumber(db, contestNumber);
  if (!contest) return undefined;
  const [first] = await db
    .select({ videoId: sql<string | null>`${contestVideos.videoIds}[1]` })
    .from(contestVideos)
    .innerJoin(users, eq(users.id, contestVideos.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, contestVideos.athleteUserId))
    .where(and(eq(contestVideos.contestId, contest.id), listedAthlete))
    .orderBy(asc(contestVideos.createdAt))
    .limit(1);
  return contestPageMeta({
    ...toContestSummary(contest),
    imageUrl: first?.videoId
      ? youtubeThumbnailUrl(first.videoId)
      : `${publicUrl}${SHARE_FALLBACK_IMAGE}`,
    pageUrl: `${publicUrl}${contestPagePath(contest.number)}`,
  });
}
