import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZFanRequestActionResponse,
  ZFanRequestsPage,
  ZFanRequestsQuery,
} from './fan-requests.schemas';

const tags = ['fan-requests'] as const;
const ZFanRequestId = z.object({ id: z.uuid() });

export const fanRequestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/fan-requests',
    access: ['athlete'],
    tags,
    summary: 'A page of my fan call requests, newest first',
    query: ZFanRequestsQuery,
    response: ZFanRequestsPage,
    errors: [404],
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/fan-requests/:id/complete',
    access: ['athlete'],
    tags,
    summary: 'Mark as Done',
    params: ZFanRequestId,
    response: ZFanRequestActionResponse,
    errors: [404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/fan-requests/:id',
    access: ['athlete'],
    tags,
    summary: 'Delete a pending request (completed ones answer 409)',
    params: ZFanRequestId,
    response: ZFanRequestActionResponse,
    errors: [404, 409],
  }),
};
