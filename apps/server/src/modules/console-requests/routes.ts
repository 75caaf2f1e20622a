import { consoleRequestsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleListRoutes } from '../../platform/http/console-list-routes';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { decideRequest, requestSubject } from './decide-request';
import { listRequests, requestsCsv } from './list-requests';

/** The console's requests: requested cities and sports, raised issues, news suggestions. */
export async function consoleRequestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  consoleListRoutes(
    app,
    services.db,
    { list: endpoints.list, csv: endpoints.exportCsv },
    {
      page: (filters, page) => listRequests(services.db, filters, page),
      csv: (query) => requestsCsv(services.db, query),
      fileName: (query) => `requests-${query.kind}`,
    },
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
