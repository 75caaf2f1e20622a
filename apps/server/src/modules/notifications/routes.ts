import { notificationEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { athleteSubject } from '../../platform/auth/subjects';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { sendAdminMessage } from './admin-message';
import { emailFanOfNotification } from './email-fan';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';
import { listNotifications } from './service';
import { unreadCount } from './summary';

export async function notificationRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) => {
    const { tab, limit } = request.query;
    // Ownership is the query's `user_id = me`: no other user's row can be selected.
    return listNotifications(services.db, request.user.id, {
      tab,
      cursor: cursorParam(request.query.cursor),
      limit,
    });
  });

  route(app, endpoints.summary, async (request) => ({
    unreadCount: await unreadCount(services.db, request.user.id),
  }));

  // An operator on another user's rows: the route's guard asks the policy about the athlete
  // the path names (404 when there is no such athlete) before this runs.
  route(
    app,
    endpoints.sendAdminMessage,
    async (request, reply) => {
      const id = await sendAdminMessage(
        services,
        { id: request.user.id, email: request.user.email },
        request.params.userId,
        request.body.message,
      );
      return reply.status(201).send({ id });
    },
    {
      authorize: {
        db: services.db,
        subject: (request) => athleteSubject(services.db, request.params.userId),
      },
    },
  );

  route(app, endpoints.markRead, async (request) =>
    markNotificationRead(services, request.user.id, request.params.id),
  );

  route(app, endpoints.markAllRead, async (request) =>
    markAllNotificationsRead(services, request.user.id),
  );

  route(app, endpoints.emailFan, async (request) =>
    emailFanOfNotification(services, request.user, request.params.id),
  );
}
