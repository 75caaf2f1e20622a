import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, messages, type TImageMimeType } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { files } from '../../db/schema';
import { AppError, validationFailed } from '../http/app-error';
import type { AppServices } from '../services';
import { imagePool } from './image-pool';
import { ImageRefused, reencodeImage } from './reencode-image';

const m = messages.platform;

export type SaveUploadInput = {
  buffer: Buffer;
  originalName?: string | null;
  ownerUserId?: string | null;
  /** What the file is for ('upload', 'avatar', ...): also the first segment of its storage key. */
  purpose: string;
  allowedMimeTypes?: readonly TImageMimeType[];
  maxBytes?: number;
  /** The form field to name in an error (see checkUpload). */
  field?: string;
};

export type SavedFile = { id: string; url: string };

/** Where the API serves a stored file; ids are never reused, so the URL is cacheable forever. */
export const fileUrl = (id: string) => `/api/files/${id}`;

export type PreparedUpload = {
  buffer: Buffer;
  mime: TImageMimeType;
  ext: string;
  sizeBytes: number;
};

/**
 * Checks an upload and returns the bytes to store, without storing them: size, then type by
 * magic bytes alone (the name and the declared content type are the client's word and are
 * ignored), then the image is decoded and re-encoded (see reencodeImage): what is stored is
 * the re-encoded image, never the bytes received. With `field`, the error names the form
 * field, so a form can show the message beside it.
 */
export async function prepareUpload(
  buffer: Buffer,
  options: { allowedMimeTypes?: readonly TImageMimeType[]; maxBytes?: number; field?: string } = {},
): Promise<PreparedUpload> {
  const allowed: readonly string[] = options.allowedMimeTypes ?? IMAGE_MIME_TYPES;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const field = options.field ?? 'file';
  const at = (message: string) => (options.field ? { [options.field]: message } : undefined);
  if (buffer.length === 0) throw validationFailed({ [field]: m.fileEmpty });
  if (buffer.length > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', m.fileTooLarge, at(m.fileTooLarge));
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !allowed.includes(detected.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.fileTypeNotAllowed, at(m.fileTypeNotAllowed));
  try {
    // In the bounded pool: 503 with Retry-After when every slot and the queue are taken.
    const image = await imagePool.run(() => reencodeImage(buffer, detected.mime as TImageMimeType));
    return {
      buffer: image.buffer,
      mime: image.mime,
      ext: image.ext,
      sizeBytes: image.buffer.length,
    };
  } catch (error) {
    if (error instanceof ImageRefused) throw validationFailed({ [field]: error.message });
    throw error;
  }
}

/** Checks, re-encodes and stores one upload (see prepareUpload). */
export async function saveUpload(
  services: AppServices,
  input: SaveUploadInput,
): Promise<SavedFile> {
  const prepared = await prepareUpload(input.buffer, input);
  return storePrepared(services, prepared, input);
}

/**
 * Stores an upload already checked by prepareUpload (or another preparer), so a use case can
 * check every file of a form before it stores the first.
 */
export async function storePrepared(
  services: AppServices,
  prepared: PreparedUpload,
  input: Pick<SaveUploadInput, 'purpose' | 'ownerUserId' | 'originalName'>,
): Promise<SavedFile> {
  const { purpose } = input;
  const storageKey = `${purpose}/${randomUUID()}.${prepared.ext}`;
  await services.storage.put(storageKey, prepared.buffer, prepared.mime);
  try {
    const [row] = await services.db
      .insert(files)
      .values({
        storageKey,
        purpose,
        mimeType: prepared.mime,
        sizeBytes: prepared.sizeBytes,
        ownerUserId: input.ownerUserId ?? null,
        // Kept for display only; never used to build a path.
        originalName: input.originalName?.slice(0, 255) ?? null,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('files insert returned nothing');
    return { id: row.id, url: fileUrl(row.id) };
  } catch (error) {
    // Without a row nothing would ever reference or delete the bytes: remove them now.
    await services.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** The stored bytes and metadata of a file, or null when either the row or the object is gone. */
export async function openFile(
  services: AppServices,
  id: string,
): Promise<{ body: Readable; mimeType: string; sizeBytes: number } | null> {
  const [row] = await services.db.select().from(files).where(eq(files.id, id));
  if (!row) return null;
  const object = await services.storage.get(row.storageKey);
  if (!object) return null;
  return { body: object.body, mimeType: row.mimeType, sizeBytes: row.sizeBytes };
}

/**
 * Removes a file's row and its bytes; false when there was no such file. The row goes first:
 * if the object delete then fails, the leftover is unreachable bytes, never a broken link.
 */
export async function deleteFile(services: AppServices, id: string): Promise<boolean> {
  const [row] = await services.db
    .delete(files)
    .where(eq(files.id, id))
    .returning({ storageKey: files.storageKey });
  if (!row) return false;
  await services.storage.delete(row.storageKey);
  return true;
}
