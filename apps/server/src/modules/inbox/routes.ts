import { inboxEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { consoleListRoutes } from '../../platform/http/console-list-routes';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { inboxCsv, listInbox, unreadCount } from './list-inbox';
import { adminNotificationSubject, markAllInboxRead, markInboxRead } from './mark-read';

/** The console's inbox: admin notifications, their unread count, marking them read. */
export async function inboxRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  const authorize = consoleGuard(services.db);

  consoleListRoutes(
    app,
    services.db,
    { list: endpoints.list, csv: endpoints.exportCsv },
    {
      page: (filters, page) => listInbox(services.db, filters, page),
      csv: (query) => inboxCsv(services.db, query),
      fileName: 'inbox',
    },
  );

  route(app, endpoints.summary, async () => ({ unread: await unreadCount(services.db) }), {
    authorize,
  });

  route(
    app,
    endpoints.markRead,
    async (request) => markInboxRead(services, request.user, request.params.id),
    {
      authorize: {
        db: services.db,
        subject: (request) => adminNotificationSubject(services.db, request.params.id),
      },
    },
  );

  route(app, endpoints.markAllRead, async (request) => markAllInboxRead(services, request.user), {
    authorize,
  });
}
