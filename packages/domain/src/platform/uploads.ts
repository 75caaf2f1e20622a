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
/**
 * Uploaded images are decoded and re-encoded in a bounded pool (decision 0043): at most this
 * many at once per process (one per core of a small server)...
 */
export const IMAGE_PROCESSING_SLOTS = 2;
/**
 * ...with at most this many waiting for a slot; one more is answered 503 with Retry-After. A
 * waiter holds only its upload (1 MB at most): decoding, the memory that grows, happens in a
 * slot. Four refused a burst of ten badge creations at once (two processes' worth, in the
 * seasonal badges' concurrency test); sixteen hold 16 MB and wait a few seconds at most...
 */
export const IMAGE_PROCESSING_QUEUE = 16;
/** ...this many seconds (a few images' time)... */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 5;
/** ...and one image may take this long to process (libvips stops it): refused past it. */
export const IMAGE_PROCESSING_TIMEOUT_SECONDS = 10;
