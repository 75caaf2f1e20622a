import {
  contestVotingOpen,
  messages,
  type TContestStatus,
  type TMyContestVotes,
  type TVoteResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { contests, contestVideos, contestVotes, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import { loadContest } from './contest-rows';

const m = messages.contests;

/**
 * A fan's vote for a contest video in the contest's current round (an unknown video is a 404
 * first). The address must be confirmed (read from the account, not the cached session) and
 * the contest open for votes.
 * One vote per fan, video and round: the unique index decides, so any number of requests at
 * once record one row; the others find it there and are told so (never a 500).
 */
export async function castVote(
  db: DbOrTx,
  fanUserId: string,
  videoId: string,
  now = new Date(),
): Promise<{ status: 200 | 201; body: TVoteResponse }> {
  const [video] = await db
    .select({
      id: contestVideos.id,
      contestId: contests.id,
      status: contests.status,
      startDate: contests.startDate,
      endDate: contests.endDate,
      currentRound: contests.currentRound,
    })
    .from(contestVideos)
    .innerJoin(contests, eq(contests.id, contestVideos.contestId))
    .where(eq(contestVideos.id, videoId));
  if (!video) throw notFound(m.videoNotFound);
  const [fan] = await db
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, fanUserId));
  if (!fan?.confirmedAt) throw forbidden(m.confirmEmailToVote);

  if (!contestVotingOpen({ ...video, status: video.status as TContestStatus }, now)) {
    throw conflict(m.votingClosed);
  }

  const inserted = await db
    .insert(contestVotes)
    .values({ contestId: video.contestId, videoId, round: video.currentRound, fanUserId })
    .onConflictDoNothing({
      target: [contestVotes.videoId, contestVotes.round, contestVotes.fanUserId],
    })
    .returning({ id: contestVotes.id });
  return inserted.length > 0
    ? { status: 201, body: { counted: true, message: m.voted } }
    : { status: 200, body: { counted: false, message: m.alreadyVoted } };
}

/**
 * The fan's votes in the contest's current round (voided ones too: they cannot be cast again),
 * so the contest page shows "Voted" on those videos.
 */
export async function myContestVotes(
  db: DbOrTx,
  fanUserId: string,
  contestId: string,
): Promise<TMyContestVotes> {
  const contest = await loadContest(db, contestId);
  const round = contest.currentRound === 2 ? 2 : 1;
  const rows = await db
    .select({ videoId: contestVotes.videoId })
    .from(contestVotes)
    .where(
      and(
        eq(contestVotes.contestId, contestId),
        eq(contestVotes.fanUserId, fanUserId),
        eq(contestVotes.round, round),
      ),
    );
  return { round, videoIds: rows.map((r) => r.videoId) };
}
