import type { TErrorCode } from '@fhp/domain';

/** Codes the server sends, plus two the client raises itself. */
export type TApiErrorCode = TErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** Any failed API call. `message` is a user-facing text from the catalogue, safe for toasts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: TApiErrorCode,
    message: string,
    /** Per-field messages for forms (`VALIDATION_FAILED`). */
    readonly fields: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True for 4xx answers: retrying the same request will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
