import { devEmailEndpoints as endpoints, messages } from '@fhp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import { isLoopbackAddress } from '../../platform/http/loopback';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { listOutbox } from './service';

/**
 * The development mailbox: the outbox, so a reset link is reachable without a mail server.
 * It does not exist in production. Elsewhere it answers only to the machine itself (the
 * connection and, behind a trusted proxy, the client it names), and anyone else gets the same
 * 404 as a route that does not exist.
 */
export async function devEmailRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  if (services.config.env === 'production') return;

  async function fromThisMachine(request: FastifyRequest) {
    const local = isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
    if (!local) throw notFound(messages.platform.routeNotFound);
  }

  route(
    app,
    endpoints.list,
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      return listOutbox(services.db, { cursor, limit: request.query.limit });
    },
    { onRequest: fromThisMachine },
  );
}
