import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { ZAdViewResponse, ZDealsPage, ZDealsQuery } from './deals.schemas';

/** The public deals page: anyone may list the ads and be counted once as a viewer. */
export const dealsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/deals',
    access: 'public',
    tags: ['deals'],
    summary: "A page of the active vendor ads, newest first; category 'All' or a code",
    query: ZDealsQuery,
    response: ZDealsPage,
  }),
  recordView: defineEndpoint({
    method: 'POST',
    path: '/api/deals/:id/views',
    access: 'public',
    tags: ['deals'],
    summary: 'Count a view of an ad (Ok in the leave-site dialog), once per viewer',
    params: z.object({ id: z.uuid() }),
    response: ZAdViewResponse,
    errors: [404, 429],
  }),
};
