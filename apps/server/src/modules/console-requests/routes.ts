import { consoleRequestsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { csvAttachment } from '../../platform/http/csv';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { decideRequest, requestSubject } from './decide-request';
import { listRequests, requestsCsv } from './list-requests';

/** The console's requests: requested cities and sports, raised issues, news suggestions. */
export async function consoleRequestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const authorize = consoleGuard(services.db);

  route(
    app,
    endpoints.list,
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      return listRequests(services.db, filters, { cursor: cursorParam(cursor), limit });
    },
    { authorize },
  );

  route(
    app,
    endpoints.exportCsv,
    async (request, reply) =>
      reply
        .headers(csvAttachment(`requests-${request.query.kind}`))
        .send(await requestsCsv(services.db, request.query)),
    { authorize },
  );

  route(
    app,
    endpoints.decide,
    async (request) =>
      decideRequest(services, request.user, request.params.kind, request.params.id, request.body),
    {
      authorize: {
        db: services.db,
        subject: (request) => requestSubject(services.db, request.params.kind, request.params.id),
      },
    },
  );
}
