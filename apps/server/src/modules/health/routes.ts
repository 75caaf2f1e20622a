import { messages, ZErrorResponse, ZHealthResponse, ZReadyResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';

/** A hung database must make readiness fail fast, not hang the probe. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'The process is up',
        response: { 200: ZHealthResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database is reachable; says whether the live-events listener is up',
        response: { 200: ZReadyResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(services.database.ping(), READY_TIMEOUT_MS);
        return {
          status: 'ready' as const,
          database: 'up' as const,
          events: services.events.status,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply
          .status(503)
          .send({ error: { code: 'INTERNAL', message: messages.platform.internal } });
      }
    },
  );
};
