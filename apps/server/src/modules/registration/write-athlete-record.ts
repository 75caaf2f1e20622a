import {
  ACKNOWLEDGEMENT_DOCUMENT_VERSIONS,
  type TAcknowledgementKey,
  type TAthleteSignUp,
} from '@fhp/domain';
import { athleteAcceptances, athleteProfiles, parentalConsents } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { ResolvedPlace } from './check-references';
import { storeFeeToken } from './fee-token';

export type AthleteRecordInput = {
  userId: string;
  data: TAthleteSignUp;
  place: ResolvedPlace;
  photoFileId: string;
  fee: { hash: string; expiresAt: Date };
};

/**
 * Writes the athlete record, one acceptance row per ticked box and, for a high-school athlete,
 * the pending parental consent (its link is e-mailed once the account is active), inside the
 * sign-up's transaction. The athlete number is the sequence's next value (the column default): this is
 * the only statement that advances it, and it runs after every check has passed.
 */
export async function writeAthleteRecord(tx: Tx, input: AthleteRecordInput): Promise<number> {
  const { data, place } = input;
  const [profile] = await tx
    .insert(athleteProfiles)
    .values({
      userId: input.userId,
      registrationStatus: 'pending_fee',
      athleteType: data.athleteType,
      sport: data.sport,
      state: place.stateName,
      stateCode: data.state,
      county: data.county ?? null,
      city: data.city ?? null,
      schoolId: place.schoolId,
      schoolName: place.schoolName,
      newInstitute: place.newInstitute,
      dateOfBirth: data.dateOfBirth,
      gender: data.gender ?? null,
      phone: data.phone,
      country: data.country,
      schoolAthlete: data.schoolAthlete === undefined ? null : data.schoolAthlete === 'yes',
      contactMethod: data.contactMethod ?? null,
      contactValue: data.contactValue ?? null,
      payoutEmail: data.payoutEmail,
      chatRateCents: data.chatRateCents,
      sportBadgeRateCents: data.sportBadgeRateCents,
      photoFileId: input.photoFileId,
    })
    .returning({ athleteNumber: athleteProfiles.athleteNumber });
  if (!profile) throw new Error('athlete insert returned nothing');
  await storeFeeToken(tx, input.userId, input.fee);

  const acceptedAt = new Date();
  const ticked = Object.entries(data.acknowledgements)
    .filter(([, value]) => value === true)
    .map(([key]) => key as TAcknowledgementKey);
  await tx.insert(athleteAcceptances).values(
    ticked.map((key) => ({
      userId: input.userId,
      documentKey: key,
      documentVersion: ACKNOWLEDGEMENT_DOCUMENT_VERSIONS[key],
      acceptedAt,
    })),
  );
  if (data.athleteType === 'High School' && data.guardianEmail) {
    await tx
      .insert(parentalConsents)
      .values({ athleteUserId: input.userId, guardianEmail: data.guardianEmail });
  }
  return profile.athleteNumber;
}
