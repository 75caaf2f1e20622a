import { randomUUID } from 'node:crypto';
import {
  IMAGE_PROCESSING_TIMEOUT_SECONDS,
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
import { imagePool } from '../../platform/storage/image-pool';

/**
 * Filter elements and properties: librsvg draws each filter over its whole region, so a few
 * blurs and turbulences on a large canvas took a minute of CPU and hundreds of MB (decision
 * 0043), and libvips' time limit is only checked between tiles. Badge artwork needs none.
 */
const SVG_FILTER = /<\s*(?:[a-z]+:)?(?:filter|fe[A-Z][A-Za-z]*)[\s/>]|filter\s*[:=]/;
/** The density at which librsvg draws an SVG of its natural size (72 dpi). */
const SVG_DENSITY = 72;

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
 * reaches a browser as markup. The pixel limit and the size cap apply as to every image. Its
 * cost is bounded (decision 0043): filter effects are refused, a large canvas is drawn at most
 * MAX_IMAGE_DIMENSION on its long side (not drawn large and then shrunk), and the work runs in
 * the image pool with the images' time limit.
 */
async function rasterizeSvg(buffer: Buffer, field: string): Promise<PreparedUpload> {
  if (SVG_FILTER.test(buffer.toString('utf8'))) {
    throw validationFailed({ [field]: messages.platform.svgFiltersNotAllowed });
  }
  const { default: sharp } = await import('sharp');
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_INPUT_PIXELS } as const;
  return imagePool.run(async () => {
    try {
      // Reading the header parses the document and draws nothing.
      const { width = 0, height = 0 } = await sharp(buffer, options).metadata();
      const longSide = Math.max(width, height, 1);
      const density = Math.max(
        1,
        Math.min(SVG_DENSITY, (SVG_DENSITY * MAX_IMAGE_DIMENSION) / longSide),
      );
      const { data } = await sharp(buffer, { ...options, density })
        .timeout({ seconds: IMAGE_PROCESSING_TIMEOUT_SECONDS })
        .resize({
          width: MAX_IMAGE_DIMENSION,
          height: MAX_IMAGE_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { buffer: data, mime: 'image/png' as const, ext: 'png', sizeBytes: data.length };
    } catch (error) {
      const timedOut = error instanceof Error && /^timeout/i.test(error.message);
      throw validationFailed({
        [field]: timedOut ? messages.platform.imageTooComplex : messages.platform.imageUnreadable,
      });
    }
  });
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
