import { fileEndpoints as endpoints, FILE_UPLOAD_FIELD, messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf, authorize } from '../../platform/auth/policy';
import { notFound, validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { isHiddenFile } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { openFile, saveUpload } from '../../platform/storage/files-service';
import { paidFileOwner } from './paid-files';

export async function fileRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(
    app,
    endpoints.download,
    async (request, reply) => {
      // A paid file (a talking badge's appealing image) opens by its id to its athlete and to
      // operators only, through the policy; anyone else is told it is not there.
      const [owner, hidden] = await Promise.all([
        paidFileOwner(services.db, request.params.id),
        isHiddenFile(services.db, request.params.id),
      ]);
      // An operator hid it (moderation): no page may show it any more, whoever asks.
      if (hidden) throw notFound();
      if (owner !== null) {
        if (!request.user) throw notFound();
        authorize(await actorOf(services.db, request.user), 'read', { ownerId: owner });
      }
      const file = await openFile(services, request.params.id);
      if (!file) throw notFound();
      return (
        reply
          .type(file.mimeType)
          .header('content-length', file.sizeBytes)
          // A file id always names the same bytes; a public one may be kept an hour (an
          // operator's hiding reaches shared caches within it), a paid one is asked for again
          // each time (no shared cache may answer).
          .header('cache-control', owner === null ? 'public, max-age=3600' : 'private, no-store')
          // The type was checked by magic bytes on upload; the browser must not guess another.
          .header('x-content-type-options', 'nosniff')
          .send(file.body)
      );
    },
    { session: 'optional' },
  );

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
