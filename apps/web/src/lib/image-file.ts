import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, platformMessages } from '@fhp/domain';

/** The browser's own check of a chosen photo, with the server's messages. */
export function photoProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return platformMessages.fileTypeNotAllowed;
  if (file.size > MAX_IMAGE_BYTES) return platformMessages.fileTooLarge;
  return null;
}

/** A badge form's images: JPEG, PNG, GIF and SVG (the server stores an SVG as a PNG). */
export const BADGE_IMAGE_TYPES: readonly string[] = [...IMAGE_MIME_TYPES, 'image/svg+xml'];

/** The browser's check of a badge image; a wrong type answers the form's own message. */
export function badgeImageProblem(file: File, invalidType: string): string | null {
  if (!BADGE_IMAGE_TYPES.includes(file.type)) return invalidType;
  if (file.size > MAX_IMAGE_BYTES) return platformMessages.fileTooLarge;
  return null;
}
