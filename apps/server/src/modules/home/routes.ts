import { homeEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { getHomeAthletes } from './home-athletes';

export async function homeRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.athletes, async (_request, reply) => {
    // Public and the same for everyone: a short shared cache absorbs bursts of visitors.
    reply.header('cache-control', 'public, max-age=60');
    return getHomeAthletes(services.db);
  });
}
