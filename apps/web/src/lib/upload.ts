import {
  type Endpoint,
  type EndpointResult,
  endpointUrl,
  platformMessages,
  ZErrorResponse,
} from '@fhp/domain';
import { ApiError } from './api-error';

export interface UploadOptions {
  /** Called with 0..1 as the request body is sent (the photo makes up almost all of it). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const platform = platformMessages;

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  if (status === 413) return new ApiError(status, 'PAYLOAD_TOO_LARGE', platform.payloadTooLarge);
  if (status >= 400 && status < 500)
    return new ApiError(status, 'BAD_REQUEST', platform.badRequest);
  return new ApiError(status, 'INTERNAL', platform.internal);
}

/**
 * Sends a multipart endpoint's form with upload progress (fetch cannot report it), answering
 * like `callApi`: the body parsed by the endpoint's response schema, or an `ApiError` carrying
 * the server's message.
 */
export function postMultipart<E extends Endpoint & { multipart: true }>(
  endpoint: E,
  body: FormData,
  { onProgress, signal, params }: UploadOptions & { params?: Record<string, unknown> } = {},
): Promise<EndpointResult<E>> {
  const schema = endpoint.response;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint, params));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr.status, data));
      onProgress?.(1);
      const result = schema.safeParse(data);
      if (result.success) resolve(result.data as EndpointResult<E>);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', platform.internal, {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', platform.networkError));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
