import { trendingEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { getTrending } from './trending-query';

export async function trendingRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request, reply) => {
    // Public and the same for everyone: a short shared cache absorbs bursts of visitors.
    reply.header('cache-control', 'public, max-age=60');
    return getTrending(services.db, request.query);
  });
}
