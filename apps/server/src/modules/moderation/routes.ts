import { moderationEndpoints as endpoints, moderationMessages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { gone } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { openFile } from '../../platform/storage/files-service';
import {
  hideItem,
  listModeration,
  markReviewed,
  moderationFileId,
  moderationSubject,
} from './moderation-queue';

export async function moderationRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const { db } = services;
  const onItem = {
    authorize: {
      db,
      subject: (request: { params: { id: string } }) => moderationSubject(db, request.params.id),
    },
  };
  const actor = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  route(
    app,
    endpoints.list,
    async (request) => {
      const { cursor, ...query } = request.query;
      return listModeration(db, { ...query, cursor: cursorParam(cursor) });
    },
    { authorize: consoleGuard(db) },
  );
  route(
    app,
    endpoints.file,
    async (request, reply) => {
      // The guard found the item; without an image there is nothing to show.
      const fileId = await moderationFileId(db, request.params.id);
      const file = fileId ? await openFile(services, fileId) : null;
      if (!file) throw gone(moderationMessages.noImage);
      return reply
        .type(file.mimeType)
        .header('content-length', file.sizeBytes)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
    onItem,
  );
  route(
    app,
    endpoints.review,
    async (request) => markReviewed(services, actor(request), request.params.id),
    onItem,
  );
  route(
    app,
    endpoints.hide,
    async (request) => hideItem(services, actor(request), request.params.id, request.body.reason),
    onItem,
  );
}
