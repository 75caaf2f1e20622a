import { defineEndpoint } from '../platform/endpoint';
import { ZDirectoryPage, ZDirectoryQuery } from './directory.schemas';

export const directoryEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/athletes',
    access: 'public',
    tags: ['directory'],
    summary:
      'The athlete directory: active athletes by name or athlete ID, school, sport and state, in name order, paged',
    query: ZDirectoryQuery,
    response: ZDirectoryPage,
  }),
};
