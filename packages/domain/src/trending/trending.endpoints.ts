import { defineEndpoint } from '../platform/endpoint';
import { ZTrendingQuery, ZTrendingResponse } from './trending.schemas';

export const trendingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/trending',
    access: 'public',
    tags: ['trending'],
    summary:
      "Who's popular last week: per purchase kind, the top 10 athletes by purchases in the last 7 days",
    query: ZTrendingQuery,
    response: ZTrendingResponse,
  }),
};
