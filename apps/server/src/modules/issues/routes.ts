import { issueEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { deleteIssue } from './delete-issue';
import { editIssue } from './edit-issue';
import { listIssues } from './list-issues';
import { raiseIssue } from './raise-issue';

export async function issueRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.list, async (request) =>
    listIssues(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );

  route(app, endpoints.raise, async (request, reply) =>
    reply.status(201).send(await raiseIssue(services, request.user.id, request.body.message)),
  );

  route(app, endpoints.edit, async (request) =>
    editIssue(services.db, request.user.id, request.params.id, request.body.message),
  );

  route(app, endpoints.remove, async (request) =>
    deleteIssue(services.db, request.user.id, request.params.id),
  );
}
