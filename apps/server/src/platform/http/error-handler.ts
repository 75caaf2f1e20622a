import type { Socket } from 'node:net';
import { messages, type TErrorCode, type TErrorResponse } from '@fhp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReporter } from '../observability/error-reporting';
import { AppError } from './app-error';
import { type SecurityHeaderSets, setMissingSecurityHeaders } from './security-headers';

const m = messages.platform;

function send(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: TErrorResponse = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own error codes (parsing, limits) to the catalogue. */
const FASTIFY_CODES: Record<string, [number, TErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', m.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', m.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', m.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', m.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', m.badRequest],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', m.fileTooLarge],
  FST_FILES_LIMIT: [400, 'BAD_REQUEST', m.tooManyParts],
  FST_FIELDS_LIMIT: [400, 'BAD_REQUEST', m.tooManyParts],
  FST_PARTS_LIMIT: [400, 'BAD_REQUEST', m.tooManyParts],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', m.unsupportedMediaType],
  FST_PROTO_VIOLATION: [400, 'BAD_REQUEST', m.malformedMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'BAD_REQUEST', m.malformedMultipart],
  FST_MP_PREMATURE_CLOSE: [400, 'BAD_REQUEST', m.malformedMultipart],
};

function zodFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!fields[key]) fields[key] = issue.message ?? m.validationFailed;
  }
  return fields;
}

/**
 * Errors Fastify raises while routing, before any hook or handler: a path that is not valid
 * percent-encoded UTF-8 (`/%ED%A0%80`, a lone surrogate's bytes) or a path parameter over the
 * length limit. Pass as the `frameworkErrors` option so they get the error shape too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ err: error }, 'unroutable request');
  return send(reply, 400, 'BAD_REQUEST', m.badUrl);
}

/**
 * Errors on the connection before Fastify has a request: a body that stops arriving (past the
 * request timeout), headers too large, bytes that are not HTTP. Pass as `clientErrorHandler`, so
 * they too answer in the error shape (Fastify's default writes its own body).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message]: [number, string, TErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'BAD_REQUEST', m.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'PAYLOAD_TOO_LARGE', m.payloadTooLarge]
        : [400, 'Bad Request', 'BAD_REQUEST', m.badRequest];
  const body = JSON.stringify({ error: { code, message } } satisfies TErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * `headers`: the security headers, for an error raised before its scope's hook set them.
 * `reporter`: told of the unexpected errors (a 500, a provider that failed), never of a 4xx
 * or of payments switched off by configuration.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  headers: SecurityHeaderSets,
  reporter: ErrorReporter,
) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setMissingSecurityHeaders(headers, request, reply);
    if (error instanceof AppError) {
      if (error.code === 'INTERNAL' || error.code === 'UPSTREAM_FAILED')
        reporter.report(error, { request });
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.status, error.code, error.message, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error);
      return send(
        reply,
        400,
        'VALIDATION_FAILED',
        Object.values(fields)[0] ?? m.validationFailed,
        fields,
      );
    }

    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped[0], mapped[1], mapped[2]);

    if (error.statusCode === 429) return send(reply, 429, 'TOO_MANY_REQUESTS', m.tooManyRequests);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(
        reply,
        error.statusCode,
        error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
        m.badRequest,
      );
    }

    request.log.error({ err: error }, 'unhandled error');
    reporter.report(error, { request });
    return send(reply, 500, 'INTERNAL', m.internal);
  });

  app.setNotFoundHandler((request, reply) => {
    setMissingSecurityHeaders(headers, request, reply);
    return send(reply, 404, 'NOT_FOUND', m.routeNotFound);
  });
}
