import { messages, type TSocialLink } from '@fhp/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { athleteProfiles as p, users } from '../../db/schema';
import { conflict, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { readProfile } from './read-profile';

const m = messages.profile;

/** The social media table, replaced as a whole (already validated by the schema). */
export async function updateSocialMedia(
  services: AppServices,
  userId: string,
  socialMedia: TSocialLink[],
) {
  await services.db
    .update(p)
    .set({ socialMedia, updatedAt: sql`now()` })
    .where(eq(p.userId, userId));
  return { message: m.socialUpdated, profile: await readProfile(services.db, userId) };
}

/** Recommended teammates: each must be another existing athlete's number. */
export async function updateTeammates(services: AppServices, userId: string, ids: number[]) {
  const { db } = services;
  const found = ids.length
    ? await db
        .select({ number: p.athleteNumber, userId: p.userId })
        .from(p)
        .innerJoin(users, and(eq(users.id, p.userId), eq(users.role, 'athlete')))
        .where(inArray(p.athleteNumber, ids))
    : [];
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    const athlete = found.find((f) => f.number === id);
    if (!athlete) fields[`teammates.${i}`] = m.teammateUnknown;
    else if (athlete.userId === userId) fields[`teammates.${i}`] = m.teammateSelf;
  });
  if (Object.keys(fields).length) throw validationFailed(fields);
  await db
    .update(p)
    .set({ promotedTeammates: ids, updatedAt: sql`now()` })
    .where(eq(p.userId, userId));
  return { message: m.profileUpdated, profile: await readProfile(db, userId) };
}

/** The rating switch exists only once a rating does; without one the request is refused. */
export async function updateRatingVisibility(services: AppServices, userId: string, show: boolean) {
  const [row] = await services.db
    .update(p)
    .set({ showRvRating: show, updatedAt: sql`now()` })
    .where(and(eq(p.userId, userId), isNotNull(p.rvRating)))
    .returning({ userId: p.userId });
  if (!row) throw conflict(m.ratingNotAvailable);
  return { message: m.profileUpdated, profile: await readProfile(services.db, userId) };
}
