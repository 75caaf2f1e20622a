import { consoleUserEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { notFound } from '../../platform/http/app-error';
import { consoleListRoutes } from '../../platform/http/console-list-routes';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { searchUsers, userCursorParam, usersCsv } from './search-users';
import { addUserNote, blockUser, setManagerFlag, unblockUser, userSubject } from './user-actions';
import { userDetail } from './user-detail';

/** /api/console/users: the operators' user search, a user's page and the actions on it. */
export async function consoleUserRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const _consoleWide = consoleGuard(services.db);
  // A route that names an account is decided on it: 404 for a missing one, no handler run.
  const onUser = {
    db: services.db,
    subject: (request: { params: { id: string } }) => userSubject(services.db, request.params.id),
  };
  const operator = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  consoleListRoutes(
    app,
    services.db,
    { list: endpoints.list, csv: endpoints.exportCsv },
    {
      page: (filters, page) => searchUsers(services.db, filters, page),
      csv: (query) => usersCsv(services.db, query),
      fileName: 'users',
      cursor: userCursorParam,
    },
  );

  route(
    app,
    endpoints.detail,
    async (request) => {
      const detail = await userDetail(services.db, request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
    { authorize: onUser },
  );

  route(
    app,
    endpoints.block,
    async (request) =>
      blockUser(services, operator(request), request.params.id, request.body.reason),
    { authorize: onUser },
  );

  route(
    app,
    endpoints.unblock,
    async (request) =>
      unblockUser(services, operator(request), request.params.id, request.body.reason),
    { authorize: onUser },
  );

  route(
    app,
    endpoints.setManager,
    async (request) =>
      setManagerFlag(services, operator(request), request.params.id, request.body.isManager),
    { authorize: onUser },
  );

  route(
    app,
    endpoints.addNote,
    async (request, reply) =>
      reply
        .status(201)
        .send(await addUserNote(services, operator(request), request.params.id, request.body.text)),
    { authorize: onUser },
  );
}
