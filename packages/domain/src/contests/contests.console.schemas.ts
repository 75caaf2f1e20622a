import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  CONTEST_DESCRIPTION_MAX,
  CONTEST_KINDS,
  CONTEST_REWARD_NOTE_MAX,
  CONTEST_SCHOOL_STATUSES,
  CONTEST_STATUSES,
  CONTEST_TITLE_MAX,
  CONTEST_VOID_REASON_MAX,
} from './contests.limits';
import { contestsMessages as m } from './contests.messages';
import { ZContestSummary } from './contests.schemas';

const ZDay = z.iso.date();
const ZText = (max: number) => z.string().trim().max(max);

/** The console's contest list: by kind and status, newest first. */
export const ZConsoleContestsQuery = ZPageQuery.extend({
  kind: z.enum(CONTEST_KINDS).optional(),
  status: z.enum(CONTEST_STATUSES).optional(),
});

/** A contest on the console's list, with what an operator acts on. */
export const ZConsoleContestItem = ZContestSummary.extend({
  pendingSchools: z.number().int(),
  entries: z.number().int(),
  votes: z.number().int(),
});
export type TConsoleContestItem = z.infer<typeof ZConsoleContestItem>;
export const ZConsoleContestsPage = pageOf(ZConsoleContestItem);

/** A contest's texts and dates, as an operator writes and edits them. */
export const ZContestTexts = z.object({
  title: ZText(CONTEST_TITLE_MAX).min(1),
  description: ZText(CONTEST_DESCRIPTION_MAX).default(''),
  organizerName: ZText(120).min(1),
  organizerEmail: z.string().trim().max(254).pipe(z.email()),
  startDate: ZDay,
  endDate: ZDay,
  /** Brand-ambassador contests only: the last day its vote-getter badges sell. */
  buyingEndDate: ZDay.nullable().default(null),
});
export type TContestTexts = z.infer<typeof ZContestTexts>;

/** A new contest (the schools of a sport contest start as accepted entries). */
export const ZContestCreate = ZContestTexts.extend({
  kind: z.enum(CONTEST_KINDS),
  sport: z.string().trim().max(100).nullable().default(null),
  schoolIds: z.array(z.number().int().positive()).max(200).default([]),
  rounds: z.union([z.literal(1), z.literal(2)]).default(1),
});
export type TContestCreate = z.infer<typeof ZContestCreate>;

export const ZContestSaved = z.object({ message: z.string(), contest: ZContestSummary });

export const ZContestStatusBody = z.object({ status: z.enum(CONTEST_STATUSES) });

/** A school's entry in a sport contest, as the console lists it. */
export const ZConsoleContestSchool = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  kind: z.string(),
  stateCode: z.string(),
  place: z.string(),
  status: z.enum(CONTEST_SCHOOL_STATUSES),
  decidedAt: z.iso.datetime().nullable(),
  /** The operator's e-mail. */
  decidedBy: z.string().nullable(),
  athletes: z.number().int(),
});
export type TConsoleContestSchool = z.infer<typeof ZConsoleContestSchool>;

/** A reward recorded for an athlete or a fan. */
export const ZConsoleContestReward = z.object({
  id: z.uuid(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  recipientRole: z.string(),
  amountCents: z.number().int(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export type TConsoleContestReward = z.infer<typeof ZConsoleContestReward>;

/** A contest's page on the console. */
export const ZConsoleContestDetail = z.object({
  contest: ZContestSummary,
  schools: z.array(ZConsoleContestSchool),
  rewards: z.array(ZConsoleContestReward),
});
export type TConsoleContestDetail = z.infer<typeof ZConsoleContestDetail>;

export const ZContestSchoolAdd = z.object({ schoolId: z.number().int().positive() });
export const ZContestSchoolDecision = z.object({ decision: z.enum(['accept', 'decline']) });
export const ZContestSchoolParams = z.object({ id: z.uuid() });
export const ZContestSchoolSaved = z.object({
  message: z.string(),
  school: ZConsoleContestSchool,
});

/** A school to add, found by name in the reference lists. */
export const ZContestSchoolSearchQuery = z.object({
  search: z.string().trim().min(2).max(100),
});
export const ZContestSchoolOption = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  stateCode: z.string(),
  place: z.string(),
});
export type TContestSchoolOption = z.infer<typeof ZContestSchoolOption>;
export const ZContestSchoolOptions = z.object({ items: z.array(ZContestSchoolOption) });

/** A reward: its recipient by e-mail or athlete id, the amount in cents and a note. */
export const ZContestRewardBody = z.object({
  recipient: z.string().trim().min(1).max(254),
  amountCents: z.number().int().min(0).max(100_000_000),
  note: ZText(CONTEST_REWARD_NOTE_MAX).default(''),
});
export const ZContestRewardSaved = z.object({
  message: z.string(),
  reward: ZConsoleContestReward,
});

/** The votes of a contest, per video and per fan. */
export const ZConsoleContestVotes = z.object({
  videos: z.array(
    z.object({
      videoId: z.uuid(),
      athleteNumber: z.number().int(),
      athleteName: z.string(),
      videoIds: z.array(z.string()),
      counted: z.number().int(),
      voided: z.number().int(),
    }),
  ),
  fans: z.array(
    z.object({
      fanUserId: z.uuid(),
      fanName: z.string(),
      fanEmail: z.string(),
      counted: z.number().int(),
      voided: z.number().int(),
    }),
  ),
});
export type TConsoleContestVotes = z.infer<typeof ZConsoleContestVotes>;

export const ZContestFanParams = z.object({ id: z.uuid(), fanId: z.uuid() });
export const ZContestVoidBody = z.object({
  reason: ZText(CONTEST_VOID_REASON_MAX).min(1, m.reasonRequired),
});
export const ZContestVotesVoided = z.object({ message: z.string(), voided: z.number().int() });
