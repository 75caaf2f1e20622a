import { z } from 'zod';

/** Every failure the API returns has this shape; the web client reads `message` for toasts. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** It existed and has ended for good (a purchase's file after its license ended). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'PAYMENT_FAILED',
  /** A service we depend on (e-mail) failed; nothing was changed. */
  'UPSTREAM_FAILED',
  /** The server takes no payments: production without a real provider. */
  'PAYMENTS_UNAVAILABLE',
  /** The server cannot seal contracts: production without a signing certificate. */
  'SEAL_UNAVAILABLE',
  /** The server is at its limit for this kind of work (images): try again after Retry-After. */
  'BUSY',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** HTTP status for each code, so server and client agree on the mapping. */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_FAILED: 402,
  UPSTREAM_FAILED: 502,
  PAYMENTS_UNAVAILABLE: 503,
  SEAL_UNAVAILABLE: 503,
  BUSY: 503,
  INTERNAL: 500,
};
