import { randomUUID } from 'node:crypto';
import {
  messages,
  REGISTRATION_FEE_CENTS,
  REGISTRATION_PHOTO_MAX_BYTES,
  SIGN_UP_PHOTO_FIELD,
  signUpFieldErrors,
  type TAthleteSignUpResponse,
  ZAthleteSignUp,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { conflict, validationFailed } from '../../platform/http/app-error';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { prepareUpload } from '../../platform/storage/files-service';
import { checkReferences } from './check-references';
import { newFeeToken } from './fee-token';
import type { SignUpRequest } from './read-sign-up-request';
import { writeAthleteRecord } from './write-athlete-record';

const m = messages.registration;

async function emailTaken(services: AppServices, email: string) {
  const rows = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return rows.length > 0;
}

/**
 * Athlete sign-up. Every check runs before the first write (schema, photo bytes, reference
 * data, e-mail), so refused input leaves no user, no file and no athlete-number step. Then the
 * photo bytes are stored and one transaction writes the user, the file row, the athlete record
 * (its number from the sequence) and the acceptances; if it fails, the bytes are deleted.
 */
export async function signUpAthlete(
  services: AppServices,
  request: SignUpRequest,
): Promise<TAthleteSignUpResponse> {
  const parsed = ZAthleteSignUp.safeParse(request.data);
  const fields = parsed.success ? {} : signUpFieldErrors(request.data);
  if (!request.photo) fields[SIGN_UP_PHOTO_FIELD] = m.photoRequired;
  if (!parsed.success || Object.keys(fields).length > 0) throw validationFailed(fields);
  const data = parsed.data;
  const photo = request.photo as NonNullable<SignUpRequest['photo']>;
  // The re-encoded photo (no metadata, capped size) is what is stored, not the bytes received.
  const image = await prepareUpload(photo.buffer, {
    maxBytes: REGISTRATION_PHOTO_MAX_BYTES,
    field: SIGN_UP_PHOTO_FIELD,
  });
  const place = await checkReferences(services.db, data);
  if (await emailTaken(services, data.email)) throw conflict(m.emailTaken);

  const passwordHash = await hashPassword(data.password);
  const fee = newFeeToken();
  const storageKey = `athlete-photo/${randomUUID()}.${image.ext}`;
  await services.storage.put(storageKey, image.buffer, image.mime);
  try {
    const athleteNumber = await services.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: data.email,
          passwordHash,
          role: 'athlete',
          firstName: data.firstName,
          lastName: data.lastName,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const [file] = await tx
        .insert(files)
        .values({
          storageKey,
          purpose: 'athlete-photo',
          mimeType: image.mime,
          sizeBytes: image.sizeBytes,
          ownerUserId: user.id,
          originalName: photo.filename.slice(0, 255) || null,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('file insert returned nothing');
      await queueForReview(tx, {
        place: 'profile-photo',
        athleteUserId: user.id,
        subjectId: user.id,
        fileId: file.id,
      });
      return writeAthleteRecord(tx, { userId: user.id, data, place, photoFileId: file.id, fee });
    });
    return {
      athleteNumber,
      registrationStatus: 'pending_fee',
      feeToken: fee.token,
      feeTokenExpiresAt: fee.expiresAt.toISOString(),
      feeAmountCents: REGISTRATION_FEE_CENTS,
    };
  } catch (error) {
    await services.storage.delete(storageKey).catch(() => {});
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw conflict(m.emailTaken);
    throw error;
  }
}
