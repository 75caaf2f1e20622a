import { messages, ZErrorResponse, ZNotificationsPage, ZNotificationsQuery } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session-plugin';
import { unauthenticated, validationFailed } from '../../platform/http/app-error';
import { decodeCursor } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { listNotifications } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: "A page of the signed-in user's notifications, newest first",
        querystring: ZNotificationsQuery,
        response: {
          200: ZNotificationsPage,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { tab, limit } = request.query;
      const cursor = decodeCursor(request.query.cursor);
      // An unreadable cursor is the client's error, never a silent first page.
      if (request.query.cursor && !cursor) {
        throw validationFailed({ cursor: messages.platform.invalidCursor });
      }
      // requireUser has already answered 401 without a user; this narrows the type.
      if (!request.user) throw unauthenticated();
      // Ownership is the query's `user_id = me`: no other user's row can be selected.
      return listNotifications(services.db, request.user.id, { tab, cursor, limit });
    },
  );
};
