import { ERROR_STATUS, messages, type TErrorCode } from '@fhp/domain';

/**
 * The one way a service reports a failure the user should see. The error handler turns it
 * into `{ error: { code, message, fields } }` with the code's status.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** Sent as Retry-After (a 503 or 429 that knows when to come back). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: TErrorCode,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const m = messages.platform;
export const badRequest = (message: string = m.badRequest, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields);
export const validationFailed = (fields: Record<string, string>, message?: string) =>
  new AppError(
    'VALIDATION_FAILED',
    message ?? Object.values(fields)[0] ?? m.validationFailed,
    fields,
  );
export const unauthenticated = (message: string = m.unauthenticated) =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string = m.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = m.notFound) => new AppError('NOT_FOUND', message);
/** A 410: the row is there, but what it gave has ended (the caller should not retry). */
export const gone = (message: string) => new AppError('GONE', message);
export const conflict = (message: string = m.conflict) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string = m.tooManyRequests) =>
  new AppError('TOO_MANY_REQUESTS', message);
export const payloadTooLarge = (message: string = m.payloadTooLarge) =>
  new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string = m.unsupportedMediaType) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message);
