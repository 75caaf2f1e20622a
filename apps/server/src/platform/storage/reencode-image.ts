import {
  IMAGE_PROCESSING_TIMEOUT_SECONDS,
  MAX_IMAGE_DIMENSION,
  MAX_IMAGE_INPUT_PIXELS,
  messages,
  type TImageMimeType,
} from '@fhp/domain';

type Sharp = typeof import('sharp')['default'];
let loadedSharp: Promise<Sharp> | undefined;

/** libvips adds about 27 MB to the process: loaded on the first upload, not at start. */
function loadSharp(): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is different: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export type ReencodedImage = {
  buffer: Buffer;
  mime: TImageMimeType;
  ext: 'png' | 'gif' | 'jpg';
  width: number;
  height: number;
};

const m = messages.platform;
const pixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
const timedOut = (error: unknown) => error instanceof Error && /^timeout/i.test(error.message);

/** What libvips must find in the bytes for each type the magic bytes said (nothing else loads). */
const SHARP_FORMAT: Record<TImageMimeType, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
};

/** Why an image was refused: the catalogue message to show. */
export class ImageRefused extends Error {}

/**
 * Decodes an image and writes it again, so that only pixels survive: metadata (EXIF with its GPS
 * position, XMP, comments, ICC profile) and anything hidden beside the pixels (a script appended
 * to a JPEG, a second file in a polyglot) are gone. The orientation is applied to the pixels
 * first, the long side is capped at MAX_IMAGE_DIMENSION (aspect kept, never enlarged), and the
 * format family is kept: JPEG to JPEG, PNG to PNG, GIF to GIF (animations keep their frames).
 * A canvas over MAX_IMAGE_INPUT_PIXELS (all frames counted) is refused from its header, before
 * any decoding; a file that does not decode cleanly (truncated, corrupt, only a magic number) is
 * refused too, as is one whose bytes libvips reads as another format than the magic bytes said.
 * Work is bounded: IMAGE_PROCESSING_TIMEOUT_SECONDS per image (callers run it in the image
 * pool, image-pool.ts).
 */
export async function reencodeImage(
  input: Buffer,
  mime: TImageMimeType,
  options: { timeoutSeconds?: number } = {},
): Promise<ReencodedImage> {
  const refuse = (message: string, cause?: unknown) => new ImageRefused(message, { cause });
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, {
      // All frames of an animation are decoded, as one tall image: the pixel limit counts them all.
      animated: mime === 'image/gif',
      // 'error' refuses truncated and corrupt data but tolerates the harmless warnings many
      // cameras' JPEGs produce.
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_INPUT_PIXELS,
    });
  // libvips picks its loader from the bytes, not from our type: only the loader of the type
  // the magic bytes said may run (never SVG, whose filters can take minutes and gigabytes, nor
  // any other format libvips knows). Reading the header decodes no pixels.
  let format: string | undefined;
  try {
    ({ format } = await open().metadata());
  } catch (error) {
    throw refuse(pixelLimit(error) ? m.imageTooManyPixels : m.imageUnreadable, error);
  }
  if (format !== SHARP_FORMAT[mime]) throw refuse(m.imageUnreadable);
  const image = open()
    // libvips stops the work past this (decision 0043).
    .timeout({ seconds: options.timeoutSeconds ?? IMAGE_PROCESSING_TIMEOUT_SECONDS })
    .autoOrient()
    .resize({
      width: MAX_IMAGE_DIMENSION,
      height: MAX_IMAGE_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  // No keepMetadata/withMetadata: sharp writes none of the input's metadata.
  const encoded =
    mime === 'image/jpeg'
      ? image.jpeg({ quality: 85 })
      : mime === 'image/gif'
        ? image.gif()
        : image.png();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const ext = mime === 'image/jpeg' ? 'jpg' : mime === 'image/gif' ? 'gif' : 'png';
    // For an animation, info.height is one frame's (pageHeight) when sharp reports it.
    return { buffer: data, mime, ext, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw refuse(
      pixelLimit(error)
        ? m.imageTooManyPixels
        : timedOut(error)
          ? m.imageTooComplex
          : m.imageUnreadable,
      error,
    );
  }
}
