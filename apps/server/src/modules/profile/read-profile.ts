import type { TAthleteProfile } from '@fhp/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  athleteProfiles as p,
  parentalConsents as pc,
  schoolContracts,
  users as u,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';

/**
 * Spec section 4: the offer comes from the school admin holding the IP contract of the athlete's
 * school. The contract is the school's APPROVED one in `school_contracts` (countersigned and
 * sealed), its `school_admin_id` the officer's account; that account must still be an active
 * school administrator. The school is the listed one by id, which fixes its state and county
 * too; a typed name (the Other path, no id) matches no contract, since two schools can share a
 * name. Used for the offer and for accepting it (decision 0069: the contract, not the
 * `school_admin_profiles.ip_contract` flag, which the countersignature sets to mirror it).
 */
export const matchingContractAdmin = (): SQL => sql`(
  select sc.school_admin_id from ${schoolContracts} sc join ${u} su on su.id = sc.school_admin_id
  where sc.status = 'approved' and sc.school_id = ${p.schoolId}
    and su.role = 'school-admin' and not su.blocked
  limit 1)`;

/** The whole profile screen in one query: every field the spec lists, mine only. */
export async function readProfile(db: DbOrTx, userId: string): Promise<TAthleteProfile> {
  const [row] = await db
    .select({
      athleteNumber: p.athleteNumber,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      createdAt: u.createdAt,
      lastLoggedInAt: u.lastLoggedInAt,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      phone: p.phone,
      payoutEmail: p.payoutEmail,
      contactMethod: p.contactMethod,
      contactValue: p.contactValue,
      country: p.country,
      schoolAthlete: p.schoolAthlete,
      chatRateCents: p.chatRateCents,
      sportBadgeRateCents: p.sportBadgeRateCents,
      sport: p.sport,
      athleteType: p.athleteType,
      state: p.state,
      stateCode: p.stateCode,
      county: p.county,
      city: p.city,
      schoolName: p.schoolName,
      newInstitute: p.newInstitute,
      photoFileId: p.photoFileId,
      qrCodeFileId: p.qrCodeFileId,
      qrUrl: p.qrUrl,
      youtubeUrl: p.youtubeUrl,
      bio: p.bio,
      socialMedia: p.socialMedia,
      promotedTeammates: p.promotedTeammates,
      rating: p.rvRating,
      showRating: p.showRvRating,
      schoolAdminId: p.schoolAdminId,
      offerAdmin: sql<string | null>`${matchingContractAdmin()}`,
      consent: sql<{
        status: 'pending' | 'confirmed';
        guardianEmail: string;
        confirmedAt: string | null;
      } | null>`(
        select json_build_object('status', pc.status, 'guardianEmail', pc.guardian_email,
          'confirmedAt', to_char(pc.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        from ${pc} pc where pc.athlete_user_id = ${p.userId}
        order by pc.created_at desc limit 1)`,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(eq(p.userId, userId));
  if (!row) throw notFound();
  const { photoFileId, qrCodeFileId, schoolAdminId, offerAdmin, consent, ...rest } = row;
  return {
    ...rest,
    name: `${row.firstName} ${row.lastName}`.trim(),
    createdAt: row.createdAt.toISOString(),
    lastLoggedInAt: row.lastLoggedInAt?.toISOString() ?? null,
    photoUrl: photoFileId ? fileUrl(photoFileId) : null,
    qrCodeUrl: qrCodeFileId ? fileUrl(qrCodeFileId) : null,
    hasSchoolContract: schoolAdminId !== null,
    ipContractOffer: schoolAdminId === null && offerAdmin !== null,
    parentalConsent: consent,
  };
}
