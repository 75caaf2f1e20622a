import { consoleContentEndpoints as endpoints, tutorialsEndpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { createDeal, dealSubject, deleteDeal, listConsoleDeals, updateDeal } from './deals';
import {
  createNewsPost,
  deleteNewsPost,
  listNewsPosts,
  newsPostSubject,
  updateNewsPost,
} from './news-posts';
import {
  createTutorial,
  deleteTutorial,
  listAthleteTutorials,
  listTutorials,
  tutorialSubject,
  updateTutorial,
} from './tutorials';

/** The console's Content screen (tutorials, news posts, deals) and the panel's tutorials. */
export async function contentRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  const { db } = services;
  const onConsole = { authorize: consoleGuard(db) };
  const on = (
    subject: (db: AppServices['db'], id: string) => Promise<{ ownerId: null } | undefined>,
  ) => ({
    authorize: {
      db,
      subject: (request: { params: { id: string } }) => subject(db, request.params.id),
    },
  });
  const actor = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  route(app, tutorialsEndpoints.list, async (request) =>
    listAthleteTutorials(db, request.query.kind),
  );

  route(
    app,
    endpoints.listTutorials,
    async (request) => {
      const { cursor, ...query } = request.query;
      return listTutorials(db, { ...query, cursor: cursorParam(cursor) });
    },
    onConsole,
  );
  route(
    app,
    endpoints.createTutorial,
    async (request, reply) =>
      reply.status(201).send(await createTutorial(db, actor(request), request.body)),
    onConsole,
  );
  route(
    app,
    endpoints.updateTutorial,
    async (request) => updateTutorial(db, actor(request), request.params.id, request.body),
    on(tutorialSubject),
  );
  route(
    app,
    endpoints.deleteTutorial,
    async (request) => deleteTutorial(db, actor(request), request.params.id),
    on(tutorialSubject),
  );

  route(
    app,
    endpoints.listNews,
    async (request) =>
      listNewsPosts(db, { ...request.query, cursor: cursorParam(request.query.cursor) }),
    onConsole,
  );
  route(
    app,
    endpoints.createNews,
    async (request, reply) =>
      reply.status(201).send(await createNewsPost(db, actor(request), request.body)),
    onConsole,
  );
  route(
    app,
    endpoints.updateNews,
    async (request) => updateNewsPost(db, actor(request), request.params.id, request.body),
    on(newsPostSubject),
  );
  route(
    app,
    endpoints.deleteNews,
    async (request) => deleteNewsPost(db, actor(request), request.params.id),
    on(newsPostSubject),
  );

  route(
    app,
    endpoints.listDeals,
    async (request) => {
      const { cursor, ...query } = request.query;
      return listConsoleDeals(db, { ...query, cursor: cursorParam(cursor) });
    },
    onConsole,
  );
  route(
    app,
    endpoints.createDeal,
    async (request, reply) =>
      reply.status(201).send(await createDeal(db, actor(request), request.body)),
    onConsole,
  );
  route(
    app,
    endpoints.updateDeal,
    async (request) => updateDeal(db, actor(request), request.params.id, request.body),
    on(dealSubject),
  );
  route(
    app,
    endpoints.deleteDeal,
    async (request) => deleteDeal(db, actor(request), request.params.id),
    on(dealSubject),
  );
}
