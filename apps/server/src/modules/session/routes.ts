import { ZErrorResponse, ZMeResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session-plugin';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { findAthleteSummary } from './athlete-summary';

export const sessionRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/me',
    {
      // A visitor without any session cookie is answered (200, user null); a cookie that opens
      // no session is a 401 (the session ended: expired, signed out elsewhere), blocked a 403.
      onRequest: async (request) => {
        if (request.cookies[SESSION_COOKIE] === undefined) return;
        await requireUser(request);
      },
      schema: {
        tags: ['session'],
        summary:
          'The signed-in user, with the athlete record for athletes; user null for a visitor without a session cookie, 401 for a session that ended',
        response: { 200: ZMeResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      if (request.cookies[SESSION_COOKIE] === undefined) return { user: null, athlete: null };
      if (!request.user) throw unauthenticated();
      const { blocked: _blocked, ...user } = request.user;
      const athlete =
        user.role === 'athlete' ? await findAthleteSummary(services.db, user.id) : null;
      return { user, athlete };
    },
  );
};
