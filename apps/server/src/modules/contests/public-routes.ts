import { contestPublicEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readPublicContest, readPublicContests } from './public-contests';

/** The public contest pages' reads: registered without a session read, as the athlete page's. */
export async function contestPublicRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    readPublicContests(services.db, request.query.kind),
  );
  route(app, endpoints.get, async (request) =>
    readPublicContest(services.db, request.params.contestNumber),
  );
}
