import type { Multipart } from '@fastify/multipart';
import { messages } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';
import { hasUnsafeText, unsafeTextError } from './unsafe-text';

const m = messages.platform;

export type UploadedPart = { buffer: Buffer; filename: string };

export type MultipartForm<F extends string, T extends string> = {
  files: Partial<Record<F, UploadedPart>>;
  fields: Partial<Record<T, string>>;
};

/** Errors of @fastify/multipart the error handler maps itself (415, 413, 400 with a message). */
const MAPPED_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
]);

const fieldError = (
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE',
  field: string,
  message: string,
) => new AppError(code, message, { [field]: message });

/** Reads and drops the rest of a file part, so the parser moves on to the next part. */
async function drain(part: Multipart) {
  if (part.type === 'file') await part.toBuffer().catch(() => undefined);
}

/**
 * Reads a whole multipart form into memory (files are at most 1 MB each, the multipart
 * limit) with one set of rules for every upload route, so bad input is a 4xx, never a 500
 * or a request that never ends:
 * - a file under a name not in `files`, or a second file under the same name: 400;
 * - a NUL or a broken character in a field name, field value or file name: 400;
 * - a file over the size limit: 413 naming its field; too many parts: 400;
 * - a body that is not multipart: 415; a malformed one (no or wrong boundary, truncated): 400.
 * Text fields not in `fields` are ignored (after the character check). Nothing is stored here.
 */
export async function readMultipart<F extends string, T extends string = never>(
  request: FastifyRequest,
  spec: { files: readonly F[]; fields?: readonly T[] },
): Promise<MultipartForm<F, T>> {
  const form: MultipartForm<F, T> = { files: {}, fields: {} };
  const fileNames = new Set<string>(spec.files);
  const fieldNames = new Set<string>(spec.fields ?? []);
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (hasUnsafeText(name)) {
        await drain(part);
        throw unsafeTextError('_');
      }
      if (part.type === 'field') {
        // A part sent as application/json arrives parsed; the form wants its text.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (hasUnsafeText(value)) throw unsafeTextError(name);
        if (part.valueTruncated) throw fieldError('PAYLOAD_TOO_LARGE', name, m.payloadTooLarge);
        if (fieldNames.has(name)) form.fields[name as T] = value;
        continue;
      }
      if (!fileNames.has(name)) {
        await drain(part);
        throw fieldError('VALIDATION_FAILED', name, m.unexpectedFile);
      }
      if (form.files[name as F]) {
        await drain(part);
        throw fieldError('VALIDATION_FAILED', name, m.tooManyParts);
      }
      if (hasUnsafeText(part.filename)) {
        await drain(part);
        throw unsafeTextError(name);
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('PAYLOAD_TOO_LARGE', name, m.fileTooLarge);
        }
        throw error;
      }
      form.files[name as F] = { buffer, filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code;
    if (code && MAPPED_CODES.has(code)) throw error;
    // Everything else comes from parsing: no boundary, a wrong one, a truncated body.
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest(m.malformedMultipart);
  }
  return form;
}
