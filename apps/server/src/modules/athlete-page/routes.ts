import { athletePageEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readAthletePage } from './read-athlete-page';

/** The public athlete page: registered without a session read, so a visit costs no session query. */
export async function athletePageRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.get, async (request) =>
    readAthletePage(services.db, request.params.athleteNumber),
  );
}
