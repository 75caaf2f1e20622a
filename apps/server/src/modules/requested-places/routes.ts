import {
  ZErrorResponse,
  ZPlaceRequest,
  ZPlaceRequestCreated,
  ZPlaceRequestsPage,
  ZPlaceRequestsQuery,
  ZSupportState,
  ZSupportUpdate,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { createPlaceRequest } from './create-place-request';
import { listPlaceRequests, type PlaceKind } from './list-place-requests';
import { setSupport } from './set-support';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const byId = z.object({ id: z.uuid() });
const SCREENS: [string, PlaceKind][] = [
  ['/api/requested-cities', 'city'],
  ['/api/requested-sports', 'sport'],
];

/** Requested cities and requested sports: the same routes over one table, by kind. */
export const requestedPlaceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  for (const [base, kind] of SCREENS) {
    const tags = [base.slice(5)];
    app.get(
      base,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: `A page of ${kind} requests, newest first, with support counts`,
          querystring: ZPlaceRequestsQuery,
          response: { 200: ZPlaceRequestsPage, ...errors },
        },
      },
      async (request) => {
        const cursor = cursorParam(request.query.cursor);
        if (!request.user) throw unauthenticated();
        return listPlaceRequests(services.db, kind, request.user.id, {
          cursor,
          limit: request.query.limit,
        });
      },
    );

    app.post(
      base,
      {
        onRequest: requireRole('athlete'),
        schema: {
          tags,
          summary: `Request a new ${kind} (the operators get a '${kind}' notification)`,
          body: ZPlaceRequest,
          response: { 201: ZPlaceRequestCreated, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.user) throw unauthenticated();
        const created = await createPlaceRequest(services.db, kind, request.user.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${base}/:id/support`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Set whether I support the request (the heart); repeating changes nothing',
          params: byId,
          body: ZSupportUpdate,
          response: { 200: ZSupportState, ...errors },
        },
      },
      async (request) => {
        if (!request.user) throw unauthenticated();
        return setSupport(
          services.db,
          kind,
          request.params.id,
          request.user.id,
          request.body.supported,
        );
      },
    );
  }
};
