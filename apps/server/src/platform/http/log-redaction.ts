import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Keeps the links that act as keys out of the logs. Fastify logs every request's URL, and
 * some URLs carry a secret: the password reset page (`/auth/reset-password?token=`), the fee
 * page (`/auth/registration-fee?feeToken=`, and PayPal's `token=` on its return), the consent
 * page (`/confirm-consent?id=`) and its API (`/api/consents/:id/confirm`). Their values are
 * replaced with `[redacted]` in the logged URL and in logged error messages.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret wherever they appear. */
const SECRET_PARAM = /token|secret|password|signature/i;
/** Query parameters that are secret on one page only. */
const SECRET_PARAM_ON_PATH: { path: RegExp; param: string }[] = [
  { path: /^\/confirm-consent\/?$/i, param: 'id' },
];
/** Path segments that are secrets: the first group is kept, the segment after it redacted. */
const SECRET_SEGMENT: RegExp[] = [/^(\/api\/consents\/)[^/]+/i];

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

function redactPath(rawPath: string): string {
  const path = decode(rawPath);
  for (const pattern of SECRET_SEGMENT) {
    if (pattern.test(path)) return path.replace(pattern, `$1${REDACTED}`);
  }
  return rawPath;
}

/** A logged URL (path and query, as Fastify's `request.url`) with its secrets replaced. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const path = decode(rawPath);
  const redactedPath = redactPath(rawPath);
  if (queryAt < 0) return redactedPath;

  const pageSecrets = SECRET_PARAM_ON_PATH.filter((s) => s.path.test(path)).map((s) => s.param);
  const query = withoutHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const rawName = pair.slice(0, eq);
      const name = decode(rawName);
      if (SECRET_PARAM.test(name) || pageSecrets.includes(name.toLowerCase()))
        return `${rawName}=${REDACTED}`;
      // A value that is itself a link (a `redirect=` back to the fee page) is redacted too.
      const value = decode(pair.slice(eq + 1));
      if (value.startsWith('/') || /^https?:/i.test(value)) {
        const redacted = redactLinksIn(value);
        if (redacted !== value) return `${rawName}=${encodeURIComponent(redacted)}`;
      }
      return pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/** Redacts every URL-looking part of a free text (an error message or stack). */
export function redactLinksIn(text: string): string {
  return text.replace(/(?:https?:\/\/[^\s/'"`]+)?\/[^\s'"`]*/g, (match) => {
    const origin = /^https?:\/\/[^/]+/i.exec(match)?.[0] ?? '';
    return origin + redactUrl(match.slice(origin.length));
  });
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's error serializer, with links in the message and stack redacted. */
function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized?.message === 'string')
    serialized.message = redactLinksIn(serialized.message);
  if (typeof serialized?.stack === 'string') serialized.stack = redactLinksIn(serialized.stack);
  return serialized;
}

export const logSerializers = { req: serializeRequest, err: serializeError };
