/** Image and QR code limit: 1 MB, counted as 1,000,000 bytes (spec part 1, section 9). */
export const MAX_IMAGE_BYTES = 1_000_000;
export const IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export type TImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
