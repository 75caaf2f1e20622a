import { mementoEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { deleteMemento, editMemento, rateMementoManager } from './change-memento';
import { listMementos } from './list-mementos';
import { readMementoForm } from './memento-form';
import { publishMemento } from './publish-memento';

export async function mementoRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.list, async (request) =>
    listMementos(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.create, async (request, reply) => {
    const form = await readMementoForm(request);
    return reply.status(201).send(await publishMemento(services, request.user.id, form));
  });
  route(app, endpoints.edit, async (request) =>
    editMemento(services, request.user.id, request.params.id, request.body),
  );
  route(app, endpoints.remove, async (request) =>
    deleteMemento(services, request.user.id, request.params.id),
  );
  route(app, endpoints.rateManager, async (request) =>
    rateMementoManager(services, request.user.id, request.params.id, request.body),
  );
}
