import { ZErrorResponse, ZMeResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';

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
      if (!request.user) throw unauthenticated();
      const { blocked: _blocked, ...user } = request.user;
      return { user };
    },
  );
};
