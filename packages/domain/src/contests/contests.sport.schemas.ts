import { z } from 'zod';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import { CONTEST_STATUSES } from './contests.limits';
import { ZContestSchoolStatus } from './contests.schemas';

/** The athlete's two lists of sport contests (spec: All Contests, Completed Contests). */
export const SPORT_CONTEST_TABS = ['all', 'completed'] as const;
export type TSportContestTab = (typeof SPORT_CONTEST_TABS)[number];

export const ZSportContestsQuery = ZPageQuery.extend({
  tab: z.enum(SPORT_CONTEST_TABS).default('all'),
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});

/** One row of the athlete's sport contest table. */
export const ZSportContestRow = z.object({
  id: z.uuid(),
  /** The Contest Id. */
  number: z.number().int(),
  title: z.string(),
  sport: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  status: z.enum(CONTEST_STATUSES),
  /** Your Status: participated once the athlete's entry exists. */
  participated: z.boolean(),
});
export type TSportContestRow = z.infer<typeof ZSportContestRow>;

export const ZSportContestsPage = pageOf(ZSportContestRow);
export type TSportContestsPage = z.infer<typeof ZSportContestsPage>;

/** View Details: the organizer, and the Schools, Athletes and Fans tabs. */
export const ZSportContestDetails = z.object({
  id: z.uuid(),
  number: z.number().int(),
  organizerName: z.string(),
  organizerEmail: z.string(),
  schools: z.array(z.object({ name: z.string(), state: z.string(), status: ZContestSchoolStatus })),
  athletes: z.array(
    z.object({ name: z.string(), athleteNumber: z.number().int(), school: z.string().nullable() }),
  ),
  /** Fans who voted or bought its badges: first name and last initial, with their votes. */
  fans: z.array(z.object({ name: z.string(), votes: z.number().int() })),
});
export type TSportContestDetails = z.infer<typeof ZSportContestDetails>;

export const ZParticipated = z.object({ row: ZSportContestRow, message: z.string() });
export type TParticipated = z.infer<typeof ZParticipated>;
