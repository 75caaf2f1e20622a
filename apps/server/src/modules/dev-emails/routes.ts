import { messages, ZErrorResponse, ZOutboxEmailsPage, ZPageQuery } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { listOutbox } from './service';

/**
 * The outbox reader. Outside production anyone may read it, so a reset link is reachable
 * without a mail server; in production only admins (the operator console) may, and everyone
 * else gets the same 404 as a route that does not exist, so its presence is not revealed.
 */
export const devEmailRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const production = services.config.env === 'production';

  async function guard(request: FastifyRequest) {
    if (!production) return;
    const user = request.user;
    if (!user || user.blocked || user.role !== 'admin') {
      throw notFound(messages.platform.routeNotFound);
    }
  }

  app.get(
    '/api/dev/emails',
    {
      onRequest: guard,
      schema: {
        tags: ['platform'],
        summary: 'E-mails in the outbox, newest first (development, or admins)',
        // Not advertised in production's API docs: it is an operator tool there.
        hide: production,
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
