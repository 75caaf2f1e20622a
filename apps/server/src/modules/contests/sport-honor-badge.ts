import {
  CONTEST_DONE_STATUSES,
  messages,
  type TContestBadgeCreated,
  type TContestStatus,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { contestEntries } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, forbidden } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { ContestRow } from './contest-rows';
import { type ContestBadgeForm, createContestBadge } from './create-contest-badge';
import { loadSportAthlete, loadSportContestFor, type SportAthlete } from './sport-contests';

const m = messages.contests;

/**
 * The honor badge's rules: a sport contest of the athlete's school and sport (else 403, or 404
 * for a contest that is not a sport contest), left `active` (admin action pending, completed or
 * rewarded: else 409), that the athlete participated in (else 403).
 */
async function checkHonor(
  db: DbOrTx,
  athlete: SportAthlete,
  contestId: string,
  forUpdate: boolean,
): Promise<ContestRow> {
  const contest = await loadSportContestFor(db, athlete, contestId, { forUpdate, refuse: true });
  if (!CONTEST_DONE_STATUSES.includes(contest.status as TContestStatus))
    throw conflict(m.honorOnlyCompleted);
  const [entry] = await db
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        eq(contestEntries.athleteUserId, athlete.userId),
      ),
    );
  if (!entry) throw forbidden(m.notParticipating);
  return contest;
}

/** Before the form is read: a contest the athlete may not make an honor badge of is refused. */
export async function checkHonorBadgeAllowed(db: DbOrTx, userId: string, contestId: string) {
  await checkHonor(db, await loadSportAthlete(db, userId), contestId, false);
}

/** Creates the honor badge; the rules are checked again under the contest row's lock. */
export async function createHonorBadge(
  services: AppServices,
  userId: string,
  contestId: string,
  form: ContestBadgeForm,
): Promise<TContestBadgeCreated> {
  const athlete = await loadSportAthlete(services.db, userId);
  const badge = await createContestBadge(services, {
    kind: 'honor',
    contestId,
    userId,
    form,
    guard: async (tx) => {
      await checkHonor(tx, athlete, contestId, true);
    },
  });
  return { badge, message: m.badgeCreated };
}
