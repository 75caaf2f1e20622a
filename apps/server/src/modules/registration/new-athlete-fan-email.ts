import { messages, OTHER_CHOICE } from '@fhp/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { athleteProfiles, fanProfiles, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { defineJob } from '../../platform/jobs/job-queue';
import type { AppServices } from '../../platform/services';
import {
  announceAthleteRegisteredToSchool,
  notifyAthleteRegistered,
} from '../school-area/school-notifications';

type Athlete = typeof athleteProfiles.$inferSelect & { firstName: string; lastName: string };

const known = (v: string | null) => (v && v !== OTHER_CHOICE ? v : null);

/** Fans in the athlete's state and city (college) or county (high school), or who follow the school. */
async function matchingFans(services: AppServices, a: Athlete) {
  const state = known(a.stateCode);
  if (!state) return [];
  const city = known(a.city);
  const county = known(a.county);
  const place: SQL[] = [];
  if (city) place.push(eq(fanProfiles.city, city));
  if (county) place.push(eq(fanProfiles.county, county));
  if (a.schoolId) place.push(eq(fanProfiles.favoriteSchoolId, a.schoolId));
  if (place.length === 0) return [];
  return services.db
    .select({ email: users.email, firstName: users.firstName })
    .from(fanProfiles)
    .innerJoin(users, eq(users.id, fanProfiles.userId))
    .where(
      and(
        eq(fanProfiles.stateCode, state),
        eq(users.role, 'fan'),
        eq(users.blocked, false),
        or(...place),
      ),
    );
}

function email(to: { email: string; firstName: string }, a: Athlete, siteUrl: string) {
  const where = [a.schoolName, known(a.city) ?? known(a.county), a.state]
    .filter(Boolean)
    .join(', ');
  const text = [
    `Hi ${to.firstName || 'there'},`,
    '',
    `${a.firstName} ${a.lastName}, a ${a.sport ?? ''} athlete at ${where}, just joined FHP.`,
    'Support them with a badge or a chat and follow their season.',
    '',
    siteUrl,
  ].join('\n');
  return {
    to: to.email,
    subject: messages.registration.fanEmailSubject,
    text,
    template: 'new-athlete',
  };
}

/**
 * Tells matching fans about a newly active athlete: one outbox row and send job per fan, all in
 * one transaction, so a retry after a failure never mails a fan twice. Returns how many fans.
 */
export async function mailFansAboutNewAthlete(services: AppServices, userId: string) {
  const [athlete] = await services.db
    .select()
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(eq(athleteProfiles.userId, userId));
  if (!athlete) return 0;
  const a = {
    ...athlete.athlete_profiles,
    firstName: athlete.users.firstName,
    lastName: athlete.users.lastName,
  };
  const fans = await matchingFans(services, a);
  if (fans.length === 0) return 0;
  await services.db.transaction(async (tx) => {
    for (const fan of fans)
      await services.mailer.send(email(fan, a, services.config.publicUrl), { db: tx });
  });
  return fans.length;
}

export const newAthleteFanOutJob = defineJob<{ userId: string }>(
  'new-athlete-fan-out',
  async (services, data) => {
    await announceAthleteRegisteredToSchool(services, data.userId);
    await mailFansAboutNewAthlete(services, data.userId);
  },
);

/**
 * Writes the school administrators' notification (spec: matched by school) and queues the fans'
 * e-mail about a newly active athlete in the activation's transaction, so the
 * job exists exactly when the activation committed (a process that stops after the commit
 * still mails them). The fan-out itself runs later, as its job.
 */
export async function announceNewAthlete(
  services: Pick<AppServices, 'jobs'>,
  tx: Tx,
  userId: string,
): Promise<void> {
  // The school's administrators' notification commits with the activation; the job lights
  // their bells once it has.
  await notifyAthleteRegistered(tx, userId);
  await services.jobs.send(newAthleteFanOutJob, { userId }, { db: tx });
}
