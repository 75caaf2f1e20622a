import { fanRequestEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { completeFanRequest } from './complete-fan-request';
import { deleteFanRequest } from './delete-fan-request';
import { listFanRequests } from './list-fan-requests';

export async function fanRequestRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    listFanRequests(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );

  route(app, endpoints.complete, async (request) =>
    completeFanRequest(services, request.user.id, request.params.id),
  );

  route(app, endpoints.remove, async (request) =>
    deleteFanRequest(services, request.user.id, request.params.id),
  );
}
