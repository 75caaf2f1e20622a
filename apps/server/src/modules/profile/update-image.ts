import { messages, PROFILE_FILE_FIELD } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { athleteProfiles as p } from '../../db/schema';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { deleteFile, saveUpload } from '../../platform/storage/files-service';
import { readProfile } from './read-profile';

export type ProfileImage = 'photo' | 'qrCode';
const COLUMN = { photo: 'photoFileId', qrCode: 'qrCodeFileId' } as const;

/** The one file of the multipart body, in memory (the multipart limit caps it at 1 MB). */
export async function readProfileFile(request: FastifyRequest) {
  const form = await readMultipart(request, { files: [PROFILE_FILE_FIELD] });
  const file = form.files[PROFILE_FILE_FIELD];
  if (!file) throw validationFailed({ [PROFILE_FILE_FIELD]: messages.platform.fileRequired });
  return file;
}

/**
 * Replaces my photo or QR code: the new file is stored first (type by magic bytes), then the
 * record points to it, and only then is the old file deleted, so a failure never leaves the
 * profile without an image.
 */
export async function replaceProfileImage(
  services: AppServices,
  userId: string,
  which: ProfileImage,
  upload: { buffer: Buffer; filename: string },
) {
  const saved = await saveUpload(services, {
    buffer: upload.buffer,
    originalName: upload.filename,
    ownerUserId: userId,
    purpose: 'player_files',
    field: PROFILE_FILE_FIELD,
  });
  const column = p[COLUMN[which]];
  let oldId: string | null = null;
  try {
    oldId = await services.db.transaction(async (tx) => {
      // Locks my row so two uploads at once cannot both miss the file they replace.
      const [row] = await tx
        .select({ old: column })
        .from(p)
        .where(eq(p.userId, userId))
        .for('update');
      if (!row) throw new Error('athlete record missing');
      await tx
        .update(p)
        .set({ [COLUMN[which]]: saved.id, updatedAt: sql`now()` })
        .where(eq(p.userId, userId));
      await queueForReview(tx, {
        place: which === 'photo' ? 'profile-photo' : 'profile-qr',
        athleteUserId: userId,
        subjectId: userId,
        fileId: saved.id,
      });
      return row.old;
    });
  } catch (error) {
    await deleteFile(services, saved.id).catch(() => {});
    throw error;
  }
  if (oldId) await deleteFile(services, oldId).catch(() => {});
  const m = messages.profile;
  return {
    message: which === 'photo' ? m.imageUpdated : m.qrCodeUpdated,
    profile: await readProfile(services.db, userId),
  };
}
