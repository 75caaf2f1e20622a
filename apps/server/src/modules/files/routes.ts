import type { Readable } from 'node:stream';
import { messages, ZErrorResponse, ZFileParams, ZUploadedFile } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/session-plugin';
import { notFound, unauthenticated, validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import type { AppServices } from '../../platform/services';
import { openFile, saveUpload } from '../../platform/storage/files-service';

/** A streamed body: typed as the stream we send, documented in OpenAPI as binary. */
const ZFileBytes = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

/** The multipart field the generic upload reads. */
export const UPLOAD_FIELD = 'file';

export const fileRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'The bytes of a stored file, with its detected content type',
        params: ZFileParams,
        response: { 200: ZFileBytes, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await openFile(services, request.params.id);
      if (!file) throw notFound();
      return (
        reply
          .type(file.mimeType)
          .header('content-length', file.sizeBytes)
          // A file id always names the same bytes, so browsers and CDNs may keep it forever.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The type was checked by magic bytes on upload; the browser must not guess another.
          .header('x-content-type-options', 'nosniff')
          .send(file.body)
      );
    },
  );

  app.post(
    '/api/files',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: `Upload one image (multipart field "${UPLOAD_FIELD}"); PNG, GIF or JPEG up to 1 MB`,
        consumes: ['multipart/form-data'],
        response: {
          201: ZUploadedFile,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // requireUser has run; the check only narrows the type.
      const user = request.user;
      if (!user) throw unauthenticated();
      const form = await readMultipart(request, { files: [UPLOAD_FIELD] });
      const file = form.files[UPLOAD_FIELD];
      if (!file) throw validationFailed({ [UPLOAD_FIELD]: messages.platform.fileRequired });
      const saved = await saveUpload(services, {
        buffer: file.buffer,
        originalName: file.filename,
        ownerUserId: user.id,
        purpose: 'upload',
      });
      return reply.status(201).send(saved);
    },
  );
};
