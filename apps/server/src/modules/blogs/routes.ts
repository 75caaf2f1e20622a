import { blogsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { blogYears, listBlogs } from './list-blogs';

/** The public "FHP Updates & News": read-only, no sign-in. */
export async function blogsRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.list, async (request) =>
    listBlogs(services.db, { ...request.query, cursor: cursorParam(request.query.cursor) }),
  );

  route(app, endpoints.years, async () => ({ years: await blogYears(services.db) }));
}
