/** Image and QR code limit: 1 MB, counted as 1,000,000 bytes (spec part 1, section 9). */
export const MAX_IMAGE_BYTES = 1_000_000;
export const IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export type TImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/**
 * Stored images are re-encoded no larger than this on their long side (aspect kept): enough
 * for a profile photo on any screen, and it bounds what a visitor downloads.
 */
export const MAX_IMAGE_DIMENSION = 2048;
/**
 * The most pixels (width x height, all frames of an animation) an upload may decode to. A small
 * file can claim a huge canvas (a decompression bomb); it is refused before it is decoded.
 */
export const MAX_IMAGE_INPUT_PIXELS = 40_000_000;
