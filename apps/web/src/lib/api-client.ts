import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
  platformMessages,
  type TErrorCode,
  ZErrorResponse,
} from '@fhp/domain';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { forgetEarlyResponses, takeEarlyResponse } from './early-requests';

export { ApiError, isApiError, type TApiErrorCode } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const platform = platformMessages;

/** Fallback when an error body is not our shape (a proxy page, an empty 502...). */
function fallbackError(status: number): { code: TErrorCode; message: string } {
  if (status === 401) return { code: 'UNAUTHENTICATED', message: platform.unauthenticated };
  if (status === 403) return { code: 'FORBIDDEN', message: platform.forbidden };
  if (status === 404) return { code: 'NOT_FOUND', message: platform.notFound };
  if (status === 409) return { code: 'CONFLICT', message: platform.conflict };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: platform.payloadTooLarge };
  if (status === 429) return { code: 'TOO_MANY_REQUESTS', message: platform.tooManyRequests };
  if (status >= 400 && status < 500) return { code: 'BAD_REQUEST', message: platform.badRequest };
  return { code: 'INTERNAL', message: platform.internal };
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ZErrorResponse.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  const { code, message } = fallbackError(response.status);
  return new ApiError(response.status, code, message);
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // FormData sets its own multipart boundary, so only JSON bodies get a content type.
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const url = buildUrl(path, options.query);
  // A read the page sent before the app had loaded (a panel frame's first reads), taken once.
  const early =
    method === 'GET' && body === undefined && !options.headers ? takeEarlyResponse(url) : undefined;
  if (method !== 'GET') forgetEarlyResponses();
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        credentials: 'include',
        signal: options.signal,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      }));
  } catch (cause) {
    // Cancellation is not a failure: TanStack Query aborts superseded requests.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', platform.networkError, {}, { cause });
  }

  if (!response.ok) throw await toApiError(response);

  const data = response.status === 204 ? undefined : await readJson(response);
  const result = schema.safeParse(data);
  if (!result.success) {
    // The server broke its contract: report it as our fault, keep the details for debugging.
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      platform.internal,
      {},
      {
        cause: result.error,
      },
    );
  }
  return result.data;
}

/** Options of one call besides its input: cancellation and extra headers. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>;

/**
 * Calls one endpoint of the domain's contract: the method and URL come from it, the params,
 * query and body are typed by it, and the response is parsed by its schema. A changed endpoint
 * fails the typecheck here and on the server at once.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return request<E['response']>(
    endpoint.method,
    endpointUrl(endpoint, params),
    body,
    endpoint.response,
    {
      ...options,
      query,
    },
  );
}
