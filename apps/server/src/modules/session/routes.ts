import { ZErrorResponse, ZMeResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session-plugin';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['session'],
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      // requireUser guarantees a user; the non-null assertion is checked at runtime by it.
      const { blocked: _blocked, ...user } = request.user!;
      return { user };
    },
  );
};
