import { directoryEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { searchAthletes } from './search-athletes';

export async function directoryRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.search, async (request) => searchAthletes(services.db, request.query));
}
