import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, messages } from '@fhp/domain';

/** The browser's own check of a chosen photo, with the server's messages. */
export function photoProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return messages.platform.fileTypeNotAllowed;
  if (file.size > MAX_IMAGE_BYTES) return messages.platform.fileTooLarge;
  return null;
}
