import { ZErrorResponse, ZMeResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session-plugin';
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
      onRequest: requireUser,
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, with the athlete record for athletes',
        response: { 200: ZMeResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { blocked: _blocked, ...user } = request.user;
      const athlete =
        user.role === 'athlete' ? await findAthleteSummary(services.db, user.id) : null;
      return { user, athlete };
    },
  );
};
