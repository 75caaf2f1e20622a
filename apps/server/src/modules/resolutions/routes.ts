import {
  consoleResolutionEndpoints as console,
  resolutionEndpoints as endpoints,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { notFound } from '../../platform/http/app-error';
import { csvAttachment } from '../../platform/http/csv';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import {
  contactOf,
  listMyResolutions,
  openResolution,
  writeAsAthlete,
} from './athlete-resolutions';
import {
  decideResolution,
  listResolutions,
  replyAsOperator,
  resolutionsCsv,
} from './console-resolutions';
import { readThread, resolutionSubject } from './resolution-rows';

export async function resolutionRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  // The athlete's side: their own resolutions only (ownership in every query).
  route(app, endpoints.list, async (request) =>
    listMyResolutions(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.contact, async (request) => contactOf(services.db, request.user.id));
  route(app, endpoints.open, async (request, reply) =>
    reply.status(201).send(await openResolution(services, request.user.id, request.body)),
  );
  route(app, endpoints.thread, async (request) => {
    const thread = await readThread(services.db, request.params.id, request.user.id);
    if (!thread) throw notFound();
    return thread;
  });
  route(app, endpoints.write, async (request, reply) =>
    reply
      .status(201)
      .send(
        await writeAsAthlete(services, request.user.id, request.params.id, request.body.message),
      ),
  );

  // The console: lists on the console itself, a named resolution on its owner.
  const onConsole = consoleGuard(services.db);
  const onResolution = {
    db: services.db,
    subject: (request: { params: { id: string } }) =>
      resolutionSubject(services.db, request.params.id),
  };
  const operator = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  route(
    app,
    console.list,
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      return listResolutions(services.db, filters, { cursor: cursorParam(cursor), limit });
    },
    { authorize: onConsole },
  );
  route(
    app,
    console.exportCsv,
    async (request, reply) =>
      reply
        .headers(csvAttachment('resolutions'))
        .send(await resolutionsCsv(services.db, request.query)),
    { authorize: onConsole },
  );
  route(
    app,
    console.thread,
    async (request) => {
      const thread = await readThread(services.db, request.params.id);
      if (!thread) throw notFound();
      return thread;
    },
    { authorize: onResolution },
  );
  route(
    app,
    console.reply,
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyAsOperator(
            services,
            operator(request),
            request.params.id,
            request.body.message,
          ),
        ),
    { authorize: onResolution },
  );
  route(
    app,
    console.accept,
    async (request) => decideResolution(services, operator(request), request.params.id, 'accept'),
    { authorize: onResolution },
  );
  route(
    app,
    console.close,
    async (request) => decideResolution(services, operator(request), request.params.id, 'close'),
    { authorize: onResolution },
  );
}
