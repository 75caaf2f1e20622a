import { healthEndpoints as endpoints, messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';

/** A hung database must make readiness fail fast, not hang the probe. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function healthRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.health, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  route(app, endpoints.ready, async (request, reply) => {
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
  });
}
