import type { TContestStatus } from './contests.limits';

/** Today as the contests' dates are written (YYYY-MM-DD, UTC). */
export const contestDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Fans vote while a contest is active and within its dates (start to end day, inclusive). Once
 * an operator moves it on, or its end day has passed, voting is closed.
 */
export const contestVotingOpen = (
  c: { status: TContestStatus; startDate: string; endDate: string },
  now: Date,
) => c.status === 'active' && c.startDate <= contestDay(now) && contestDay(now) <= c.endDate;

/**
 * A contest badge sells while it is not deleted, the contest is not rewarded, and (when the
 * contest has one) the buying end day has not passed.
 */
export const contestBadgeOnSale = (
  badge: { deletedAt: Date | null },
  contest: { status: TContestStatus; buyingEndDate: string | null },
  now: Date,
) =>
  badge.deletedAt === null &&
  contest.status !== 'rewarded' &&
  (contest.buyingEndDate === null || contestDay(now) <= contest.buyingEndDate);
