import { defineEndpoint } from './endpoint';
import { ZHealthResponse, ZReadyResponse } from './health';

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['platform'],
    summary: 'The process is up',
    response: ZHealthResponse,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags: ['platform'],
    summary: 'The database is reachable; says whether the live-events listener is up',
    response: ZReadyResponse,
    errors: [503],
  }),
};
