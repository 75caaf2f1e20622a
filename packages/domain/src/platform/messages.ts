import { MAX_IMAGE_INPUT_PIXELS } from './uploads';

/**
 * The platform's own user-facing texts. Feature messages live in their feature's
 * `*.messages.ts`; all are re-exported from `messages` in the package index.
 */
export const platformMessages = {
  badRequest: 'The request could not be understood.',
  malformedJson: 'The request body is not valid JSON.',
  validationFailed: 'Some fields are not valid. Please check them and try again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  /**
   * A change sent from a page opened at another address than the server's PUBLIC_URL: says
   * which address works and what an operator sets, so a newcomer is not left guessing.
   */
  wrongOrigin: (origin: string, publicOrigin: string) =>
    `This page was opened at ${origin}, but this server accepts changes only from ${publicOrigin}. Open ${publicOrigin}, or set PUBLIC_URL to the address you use.`,
  notFound: 'We could not find what you were looking for.',
  invalidCursor: 'This list is out of date. Please reload it.',
  routeNotFound: 'There is no such API route.',
  conflict: 'That conflicts with existing data.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'That content type is not supported.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** The spec's global fallback, word for word. */
  internal: 'Something went wrong. Please try again later.',
  fileTooLarge: 'File size exceeds 1MB',
  fileTypeNotAllowed: 'That file type is not allowed. Please upload a PNG, GIF or JPEG image.',
  fileEmpty: 'The file is empty.',
  fileRequired: 'Please choose a file to upload.',
  imageUnreadable: 'The image could not be read. Please upload a complete PNG, GIF or JPEG image.',
  imageTooManyPixels: `The image has too many pixels. Please upload an image of at most ${
    MAX_IMAGE_INPUT_PIXELS / 1_000_000
  } megapixels.`,
  /** The image took longer than IMAGE_PROCESSING_TIMEOUT_SECONDS to decode and re-encode. */
  imageTooComplex:
    'The image took too long to process. Please upload a simpler PNG, GIF or JPEG image.',
  /** An SVG with filter effects (blur, turbulence, ...): they can take minutes to draw. */
  svgFiltersNotAllowed:
    'SVG images with filter effects are not supported. Please remove the filters or upload a PNG, GIF or JPEG image.',
  /** Every image slot and its queue are taken (IMAGE_PROCESSING_SLOTS): 503 with Retry-After. */
  imageBusy: 'Many images are being processed right now. Please try again in a few seconds.',
  /** A NUL character or half of a UTF-16 surrogate pair: PostgreSQL text cannot hold them. */
  invalidCharacters:
    'This text contains characters that are not allowed (a null character or a broken symbol). Please remove them and try again.',
  badUrl: 'This web address is not valid.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  malformedMultipart: 'The upload could not be read. Please choose the file again and retry.',
  unexpectedFile: 'This upload does not accept a file here.',
  tooManyParts: 'The upload has too many files or fields. Please send one file at a time.',
  paymentFailed: 'The payment could not be completed. Please try again.',
  paymentCancelled: 'The payment was cancelled.',
  networkError: 'Could not reach the server. Check your connection and try again.',
} as const;
