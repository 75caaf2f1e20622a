import {
  ZErrorResponse,
  ZFanRequestActionResponse,
  ZFanRequestsPage,
  ZFanRequestsQuery,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { completeFanRequest } from './complete-fan-request';
import { deleteFanRequest } from './delete-fan-request';
import { listFanRequests } from './list-fan-requests';

const tags = ['fan-requests'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const byId = z.object({ id: z.uuid() });

export const fanRequestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/fan-requests',
    {
      onRequest: requireRole('athlete'),
      schema: {
        tags,
        summary: 'A page of my fan call requests, newest first',
        querystring: ZFanRequestsQuery,
        response: { 200: ZFanRequestsPage, ...errors },
      },
    },
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      if (!request.user) throw unauthenticated();
      return listFanRequests(services.db, request.user.id, { cursor, limit: request.query.limit });
    },
  );

  app.post(
    '/api/fan-requests/:id/complete',
    {
      onRequest: requireRole('athlete'),
      schema: {
        tags,
        summary: 'Mark as Done',
        params: byId,
        response: { 200: ZFanRequestActionResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return completeFanRequest(services, request.user.id, request.params.id);
    },
  );

  app.delete(
    '/api/fan-requests/:id',
    {
      onRequest: requireRole('athlete'),
      schema: {
        tags,
        summary: 'Delete a pending request (completed ones answer 409)',
        params: byId,
        response: { 200: ZFanRequestActionResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return deleteFanRequest(services, request.user.id, request.params.id);
    },
  );
};
