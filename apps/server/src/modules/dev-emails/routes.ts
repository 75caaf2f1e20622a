import { messages, ZErrorResponse, ZOutboxEmailsPage, ZPageQuery } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import { isLoopbackAddress } from '../../platform/http/loopback';
import type { AppServices } from '../../platform/services';
import { listOutbox } from './service';

/**
 * The development mailbox: the outbox, so a reset link is reachable without a mail server.
 * It does not exist in production. Elsewhere it answers only to the machine itself (the
 * connection and, behind a trusted proxy, the client it names), and anyone else gets the same
 * 404 as a route that does not exist.
 */
export const devEmailRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  if (services.config.env === 'production') return;

  async function fromThisMachine(request: FastifyRequest) {
    const local = isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
    if (!local) throw notFound(messages.platform.routeNotFound);
  }

  app.get(
    '/api/dev/emails',
    {
      onRequest: fromThisMachine,
      schema: {
        tags: ['platform'],
        summary: 'E-mails in the outbox, newest first (development only, from this machine)',
        querystring: ZPageQuery,
        response: { 200: ZOutboxEmailsPage, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      return listOutbox(services.db, { cursor, limit: request.query.limit });
    },
  );
};
