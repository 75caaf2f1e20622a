import {
  ZAdminMessageRequest,
  ZCreatedNotification,
  ZEmailFanResponse,
  ZErrorResponse,
  ZNotificationReadResponse,
  ZNotificationSummary,
  ZNotificationsPage,
  ZNotificationsQuery,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { requireRole, requireUser } from '../../platform/auth/session-plugin';
import { notFound, unauthenticated } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { createNotification } from './create-notification';
import { emailFanOfNotification } from './email-fan';
import { markNotificationRead } from './mark-read';
import { listNotifications } from './service';
import { unreadCount } from './summary';

export const notificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/notifications',
    {
      onRequest: requireUser,
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
      const cursor = cursorParam(request.query.cursor);
      // requireUser has already answered 401 without a user; this narrows the type.
      if (!request.user) throw unauthenticated();
      // Ownership is the query's `user_id = me`: no other user's row can be selected.
      return listNotifications(services.db, request.user.id, { tab, cursor, limit });
    },
  );

  app.get(
    '/api/notifications/summary',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread (the bell)',
        response: { 200: ZNotificationSummary, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { unreadCount: await unreadCount(services.db, request.user.id) };
    },
  );

  app.post(
    '/api/console/athletes/:userId/messages',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['console'],
        summary: 'An operator sends a message to one athlete (a notification of type admin)',
        params: z.object({ userId: z.uuid() }),
        body: ZAdminMessageRequest,
        response: {
          201: ZCreatedNotification,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const [athlete] = await services.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, request.params.userId));
      if (athlete?.role !== 'athlete') throw notFound();
      const id = await createNotification(services, {
        userId: athlete.id,
        type: 'admin',
        message: request.body.message,
      });
      return reply.status(201).send({ id });
    },
  );

  const byId = z.object({ id: z.uuid() });
  const ownErrors = {
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
  };

  app.post(
    '/api/notifications/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read (a click on it); repeating is harmless',
        params: byId,
        response: { 200: ZNotificationReadResponse, ...ownErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return markNotificationRead(services, request.user.id, request.params.id);
    },
  );

  app.post(
    '/api/notifications/:id/email-fan',
    {
      onRequest: requireRole('athlete'),
      schema: {
        tags: ['notifications'],
        summary:
          "Endorsement only: e-mail the buying fan 'Response from Athlete', then delete the notification",
        params: byId,
        response: {
          200: ZEmailFanResponse,
          409: ZErrorResponse,
          502: ZErrorResponse,
          ...ownErrors,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return emailFanOfNotification(services, request.user, request.params.id);
    },
  );
};
