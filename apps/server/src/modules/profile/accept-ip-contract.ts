import { messages } from '@fhp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { athleteProfiles as p } from '../../db/schema';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { announceSchoolNotifications, notifyIpAccepted } from '../school-area/school-notifications';
import { matchingContractAdmin, readProfile } from './read-profile';

/**
 * The offer's Yes: links me to the matching school admin's contract, found again here by the
 * spec's rule (never taken from the browser). No match, or already linked: 'Error finding contract'.
 */
export async function acceptIpContract(services: AppServices, userId: string) {
  const written = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(p)
      .set({
        schoolAdminId: sql`${matchingContractAdmin()}`,
        schoolIpAcceptedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(p.userId, userId),
          isNull(p.schoolAdminId),
          sql`${matchingContractAdmin()} is not null`,
        ),
      )
      .returning({ userId: p.userId, schoolId: p.schoolId });
    if (!row?.schoolId) throw notFound(messages.profile.contractNotFound);
    // The school's administrators learn it with the acceptance (spec: matched by school).
    return notifyIpAccepted(tx, userId, row.schoolId);
  });
  await announceSchoolNotifications(services, written);
  return {
    message: messages.profile.contractAdded,
    profile: await readProfile(services.db, userId),
  };
}
