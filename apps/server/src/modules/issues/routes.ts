import {
  ZErrorResponse,
  ZIssueDeleteResponse,
  ZIssueRequest,
  ZIssueResponse,
  ZIssuesPage,
  ZIssuesQuery,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { deleteIssue } from './delete-issue';
import { editIssue } from './edit-issue';
import { listIssues } from './list-issues';
import { raiseIssue } from './raise-issue';

const tags = ['issues'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const byId = z.object({ id: z.uuid() });
const guard = requireRole('athlete');

export const issueRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/issues',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A page of the issues I raised, newest first',
        querystring: ZIssuesQuery,
        response: { 200: ZIssuesPage, ...errors },
      },
    },
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      if (!request.user) throw unauthenticated();
      return listIssues(services.db, request.user.id, { cursor, limit: request.query.limit });
    },
  );

  app.post(
    '/api/issues',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Raise an issue (the operators get an 'athlete-issue' notification)",
        body: ZIssueRequest,
        response: { 201: ZIssueResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      return reply
        .status(201)
        .send(await raiseIssue(services.db, request.user.id, request.body.message));
    },
  );

  app.put(
    '/api/issues/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Edit: rewrites the issue with a new issue number and time',
        params: byId,
        body: ZIssueRequest,
        response: { 200: ZIssueResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return editIssue(services.db, request.user.id, request.params.id, request.body.message);
    },
  );

  app.delete(
    '/api/issues/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Delete one of my issues',
        params: byId,
        response: { 200: ZIssueDeleteResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return deleteIssue(services.db, request.user.id, request.params.id);
    },
  );
};
