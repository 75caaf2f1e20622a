import { messages, type TAddressUpdate } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles as p, states } from '../../db/schema';
import type { AppServices } from '../../platform/services';
import { checkReferences } from '../registration/check-references';
import { readProfile } from './read-profile';

/**
 * The address editor's Update: the sign-up's reference checks, then the place is stored and
 * schoolAdminId cleared (a new school means the old school's contract no longer applies).
 */
export async function updateAddress(services: AppServices, userId: string, a: TAddressUpdate) {
  const { db } = services;
  const place = await checkReferences(db, a);
  const [state] = await db
    .select({ name: states.name })
    .from(states)
    .where(eq(states.code, a.state));
  await db
    .update(p)
    .set({
      athleteType: a.athleteType,
      stateCode: a.state,
      state: state?.name ?? place.stateName,
      county: a.county ?? null,
      city: a.city ?? null,
      schoolId: place.schoolId,
      schoolName: place.schoolName,
      newInstitute: place.newInstitute,
      schoolAdminId: null,
      schoolIpAcceptedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(p.userId, userId));
  return { message: messages.profile.profileUpdated, profile: await readProfile(db, userId) };
}
