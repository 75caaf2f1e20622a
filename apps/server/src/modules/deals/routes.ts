import { ZAdViewResponse, ZDealsPage, ZDealsQuery, ZErrorResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorParam } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import { listDeals } from './list-deals';
import { guestViewer, recordAdView } from './record-view';
import { viewerKey } from './viewer-key';

const tags = ['deals'];

/** The public deals page: anyone may list the ads and be counted once as a viewer. */
export const dealsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/deals',
    {
      schema: {
        tags,
        summary: "A page of the active vendor ads, newest first; category 'All' or a code",
        querystring: ZDealsQuery,
        response: { 200: ZDealsPage, 400: ZErrorResponse },
      },
    },
    async (request) => {
      const cursor = cursorParam(request.query.cursor);
      return listDeals(services.db, { ...request.query, cursor });
    },
  );

  app.post(
    '/api/deals/:id/views',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Count a view of an ad (Ok in the leave-site dialog), once per viewer',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZAdViewResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const user = request.user;
      if (user) {
        const key = await viewerKey(services.db, { userId: user.id });
        const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
        return recordAdView(services.db, request.params.id, {
          key,
          userId: user.id,
          name,
          email: user.email,
        });
      }
      const key = await viewerKey(services.db, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return recordAdView(services.db, request.params.id, guestViewer(key));
    },
  );
};
