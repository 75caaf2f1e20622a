import { ZBlogsPage, ZBlogsQuery, ZBlogYears, ZErrorResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { blogYears, listBlogs } from './list-blogs';

const tags = ['blogs'];

/** The public "FHP Updates & News": read-only, no sign-in. */
export const blogsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/blogs',
    {
      schema: {
        tags,
        summary: 'A page of the admin news posts, newest first, by category, year and title',
        querystring: ZBlogsQuery,
        response: { 200: ZBlogsPage, 400: ZErrorResponse },
      },
    },
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      return listBlogs(services.db, { ...request.query, cursor });
    },
  );

  app.get(
    '/api/blogs/years',
    {
      schema: {
        tags,
        summary: "The year filter's choices: 2022, 2024, 2025 and every year with a post",
        response: { 200: ZBlogYears },
      },
    },
    async () => ({ years: await blogYears(services.db) }),
  );
};
