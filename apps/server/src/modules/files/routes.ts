import { fileEndpoints as endpoints, FILE_UPLOAD_FIELD, messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { notFound, validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { openFile, saveUpload } from '../../platform/storage/files-service';

export async function fileRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.download, async (request, reply) => {
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
  });

  route(app, endpoints.upload, async (request, reply) => {
    const form = await readMultipart(request, { files: [FILE_UPLOAD_FIELD] });
    const file = form.files[FILE_UPLOAD_FIELD];
    if (!file) throw validationFailed({ [FILE_UPLOAD_FIELD]: messages.platform.fileRequired });
    const saved = await saveUpload(services, {
      buffer: file.buffer,
      originalName: file.filename,
      ownerUserId: request.user.id,
      purpose: 'upload',
    });
    return reply.status(201).send(saved);
  });
}
