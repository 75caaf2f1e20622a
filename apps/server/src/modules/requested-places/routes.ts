import { placeRequestEndpointsOf } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { createPlaceRequest } from './create-place-request';
import { listPlaceRequests, type PlaceKind } from './list-place-requests';
import { setSupport } from './set-support';

const KINDS: PlaceKind[] = ['city', 'sport'];

/** Requested cities and requested sports: the same routes over one table, by kind. */
export async function requestedPlaceRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  for (const kind of KINDS) {
    const endpoints = placeRequestEndpointsOf[kind];

    route(app, endpoints.list, async (request) =>
      listPlaceRequests(services.db, kind, request.user.id, {
        cursor: cursorParam(request.query.cursor),
        limit: request.query.limit,
      }),
    );

    route(app, endpoints.create, async (request, reply) => {
      const created = await createPlaceRequest(services, kind, request.user.id, request.body);
      return reply.status(201).send(created);
    });

    route(app, endpoints.setSupport, async (request) =>
      setSupport(services.db, kind, request.params.id, request.user.id, request.body.supported),
    );
  }
}
