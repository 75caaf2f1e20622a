import { randomUUID } from 'node:crypto';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_DIMENSION,
  MAX_IMAGE_INPUT_PIXELS,
  messages,
} from '@fhp/domain';
import { AppError, validationFailed } from '../../platform/http/app-error';
import type { UploadedPart } from '../../platform/http/multipart';
import type { AppServices } from '../../platform/services';
import {
  deleteFile,
  type PreparedUpload,
  prepareUpload,
  type SavedFile,
  storePrepared,
} from '../../platform/storage/files-service';

/** The start of an SVG document (after a BOM, whitespace, an XML declaration or comments). */
function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(rest);
}

/**
 * An SVG becomes a PNG: librsvg (through sharp) draws its shapes and runs no script, loads no
 * external file, and what is stored and served is pixels only, so an SVG with a script never
 * reaches a browser as markup. The pixel limit and the size cap apply as to every image.
 */
async function rasterizeSvg(buffer: Buffer, field: string): Promise<PreparedUpload> {
  const { default: sharp } = await import('sharp');
  try {
    const { data } = await sharp(buffer, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_INPUT_PIXELS,
    })
      .resize({
        width: MAX_IMAGE_DIMENSION,
        height: MAX_IMAGE_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, mime: 'image/png', ext: 'png', sizeBytes: data.length };
  } catch {
    throw validationFailed({ [field]: messages.platform.imageUnreadable });
  }
}

/**
 * Checks one badge image before anything is stored: the platform's checks (size, type by magic
 * bytes, re-encoding), plus SVG for the forms that allow it; a wrong type answers the badge
 * forms' message ('Invalid file type. Please select a valid image file.').
 */
export async function prepareBadgeImage(
  upload: UploadedPart,
  options: { field: string; allowSvg: boolean; invalidMessage: string },
): Promise<PreparedUpload> {
  const { field, invalidMessage } = options;
  if (options.allowSvg && upload.buffer.length > 0 && upload.buffer.length <= MAX_IMAGE_BYTES) {
    if (looksLikeSvg(upload.buffer)) return rasterizeSvg(upload.buffer, field);
  }
  try {
    return await prepareUpload(upload.buffer, { field });
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', invalidMessage, { [field]: invalidMessage });
    }
    throw error;
  }
}

/** Stores checked images; if one fails, those already stored are deleted. */
export async function storeBadgeImages(
  services: AppServices,
  images: { prepared: PreparedUpload; filename: string }[],
  input: { purpose: string; ownerUserId: string },
): Promise<SavedFile[]> {
  const saved: SavedFile[] = [];
  try {
    for (const image of images) {
      saved.push(
        await storePrepared(services, image.prepared, {
          ...input,
          originalName: image.filename || `${randomUUID()}.${image.prepared.ext}`,
        }),
      );
    }
  } catch (error) {
    await deleteFiles(
      services,
      saved.map((f) => f.id),
    );
    throw error;
  }
  return saved;
}

/** Deletes files (row, then bytes; local or S3), ignoring those already gone. */
export async function deleteFiles(services: AppServices, ids: (string | null | undefined)[]) {
  for (const id of ids) if (id) await deleteFile(services, id).catch(() => {});
}
