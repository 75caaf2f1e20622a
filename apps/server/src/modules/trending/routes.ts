import { ZErrorResponse, ZTrendingQuery, ZTrendingResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { getTrending } from './trending-query';

export const trendingRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/trending',
    {
      schema: {
        tags: ['trending'],
        summary:
          "Who's popular last week: per purchase kind, the top 10 athletes by purchases in the last 7 days",
        querystring: ZTrendingQuery,
        response: { 200: ZTrendingResponse, 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: a short shared cache absorbs bursts of visitors.
      reply.header('cache-control', 'public, max-age=60');
      return getTrending(services.db, request.query);
    },
  );
};
