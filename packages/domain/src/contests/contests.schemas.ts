import { z } from 'zod';
import {
  CONTEST_ENTRY_STATUSES,
  CONTEST_KINDS,
  CONTEST_ROUNDS,
  CONTEST_SCHOOL_STATUSES,
  CONTEST_STATUSES,
} from './contests.limits';

/** A calendar date as the API writes it (YYYY-MM-DD). */
const ZDay = z.iso.date();

/**
 * A contest as every side sees it. `number` is the Contest Id shown in tables and in the
 * shareable address (/contests/<number>).
 */
export const ZContestSummary = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(CONTEST_KINDS),
  title: z.string(),
  description: z.string(),
  /** The sport of a sport contest; null for a brand-ambassador contest. */
  sport: z.string().nullable(),
  startDate: ZDay,
  endDate: ZDay,
  /** Brand-ambassador contests: the last day its vote-getter badges sell. */
  buyingEndDate: ZDay.nullable(),
  rounds: z.union([z.literal(1), z.literal(2)]),
  currentRound: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(CONTEST_STATUSES),
  organizerName: z.string(),
  organizerEmail: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TContestSummary = z.infer<typeof ZContestSummary>;

export const ZContestParams = z.object({ id: z.uuid() });
export const ZContestNumberParams = z.object({ number: z.coerce.number().int().positive() });

export const ZContestSchoolStatus = z.enum(CONTEST_SCHOOL_STATUSES);
export const ZContestEntryStatus = z.enum(CONTEST_ENTRY_STATUSES);
export const ZContestRound = z.union(CONTEST_ROUNDS.map((r) => z.literal(r)));

/** A contest video as pages show it: YouTube ids only, never the link as typed. */
export const ZContestVideo = z.object({
  id: z.uuid(),
  contestId: z.uuid(),
  athleteNumber: z.number().int(),
  athleteName: z.string(),
  videoIds: z.array(z.string()),
  /** Co-athletes on the videos (the owner is not listed). */
  coAthletes: z.array(z.object({ athleteNumber: z.number().int(), name: z.string() })),
  /** Votes in the contest's current round (voided votes not counted). */
  votes: z.number().int(),
});
export type TContestVideo = z.infer<typeof ZContestVideo>;

/** One athlete's line on a round's board. */
export const ZAthleteBoardRow = z.object({
  rank: z.number().int(),
  athleteNumber: z.number().int(),
  athleteName: z.string(),
  votes: z.number().int(),
  badgePoints: z.number().int(),
  points: z.number().int(),
  /** Recorded by an operator once the contest is rewarded. */
  rewardCents: z.number().int(),
});
export type TAthleteBoardRow = z.infer<typeof ZAthleteBoardRow>;

/** One fan's line on the overall fan board. */
export const ZFanBoardRow = z.object({
  rank: z.number().int(),
  fanName: z.string(),
  votes: z.number().int(),
  badgePoints: z.number().int(),
  points: z.number().int(),
  rewardCents: z.number().int(),
});
export type TFanBoardRow = z.infer<typeof ZFanBoardRow>;

/** A contest's leaderboard: the fans overall, and the athletes in each round. */
export const ZContestBoard = z.object({
  contest: ZContestSummary,
  fans: z.array(ZFanBoardRow),
  rounds: z.array(z.object({ round: ZContestRound, athletes: z.array(ZAthleteBoardRow) })),
});
export type TContestBoard = z.infer<typeof ZContestBoard>;
