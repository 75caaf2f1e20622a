import { sessionEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/session-plugin';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { findAthleteSummary } from './athlete-summary';

export async function sessionRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(
    app,
    endpoints.me,
    async (request) => {
      if (request.cookies[SESSION_COOKIE] === undefined) return { user: null, athlete: null };
      // The cookie's check below has answered 401/403 already; this only narrows the type.
      if (!request.user) throw unauthenticated();
      const { blocked: _blocked, ...user } = request.user;
      const athlete =
        user.role === 'athlete' ? await findAthleteSummary(services.db, user.id) : null;
      return { user, athlete };
    },
    {
      session: 'optional',
      // A visitor without any session cookie is answered (200, user null); a cookie that opens
      // no session is a 401 (the session ended: expired, signed out elsewhere), blocked a 403.
      onRequest: async (request: FastifyRequest) => {
        if (request.cookies[SESSION_COOKIE] === undefined) return;
        await requireUser(request);
      },
    },
  );
}
