import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { CONTEST_ENTRY_STATUSES } from './contests.limits';
import { ZContestSummary } from './contests.schemas';

/** Athlete numbers are PostgreSQL integers. */
const ATHLETE_NUMBER_MAX = 2_147_483_647;
const ZAthleteNumber = z.number().int().positive().max(ATHLETE_NUMBER_MAX);

/** An athlete on an entry's videos: their number (the Athlete Id) and name. */
export const ZContestAthlete = z.object({ athleteNumber: z.number().int(), name: z.string() });
export type TContestAthlete = z.infer<typeof ZContestAthlete>;

/** The signed-in athlete's own entry in a brand-ambassador contest. */
export const ZBrandEntry = z.object({
  id: z.uuid(),
  status: z.enum(CONTEST_ENTRY_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  /** YouTube ids, never the links as typed; empty until Add Video. */
  videoIds: z.array(z.string()),
  /** Co-athletes on the videos; the owner is not listed. */
  coAthletes: z.array(ZContestAthlete),
  /** The athlete's vote-getter badges in this contest (not deleted). */
  voteGetterBadges: z.number().int(),
});
export type TBrandEntry = z.infer<typeof ZBrandEntry>;

/** A row of the Brand ambassador tab: the contest and, once enrolled, the athlete's entry. */
export const ZBrandContestRow = z.object({
  contest: ZContestSummary,
  entry: ZBrandEntry.nullable(),
});
export type TBrandContestRow = z.infer<typeof ZBrandContestRow>;

export const ZBrandContestsQuery = ZPageQuery;
export const ZBrandContestsPage = pageOf(ZBrandContestRow);
export type TBrandContestsPage = z.infer<typeof ZBrandContestsPage>;

export const ZContestEntryParams = z.object({ id: z.uuid() });

/** The links as typed; `contestVideoIds` answers the spec's messages for their content. */
export const ZContestVideosBody = z.object({
  urls: z.array(z.string().max(2048)).max(100),
});
export type TContestVideosBody = z.infer<typeof ZContestVideosBody>;

export const ZAthleteLookupParams = z.object({
  athleteNumber: z.coerce.number().pipe(ZAthleteNumber),
});
export const ZCoAthleteBody = z.object({ athleteNumber: ZAthleteNumber });
export const ZCoAthleteParams = z.object({
  id: z.uuid(),
  athleteNumber: z.coerce.number().pipe(ZAthleteNumber),
});

/** An answer that changed the entry: the catalogue's message and the entry as it now is. */
export const ZBrandEntryResponse = z.object({ message: z.string(), entry: ZBrandEntry });
export type TBrandEntryResponse = z.infer<typeof ZBrandEntryResponse>;
