import { z } from 'zod';
import { CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZConsoleDecided,
  ZConsoleDecision,
  ZConsoleRequestFilters,
  ZConsoleRequestParams,
  ZConsoleRequestsPage,
  ZConsoleRequestsQuery,
} from './console-requests.schemas';

const tags = ['console'] as const;

/** The console's requests: requested cities and sports, raised issues, news suggestions. */
export const consoleRequestsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/requests',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'A page of one kind of request, newest first, by state',
    query: ZConsoleRequestsQuery,
    response: ZConsoleRequestsPage,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/console/requests.csv',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'One kind of request as CSV (the same filters; at most CSV_EXPORT_MAX_ROWS rows)',
    query: ZConsoleRequestFilters,
    response: z.string(),
    contentType: 'text/csv',
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/console/requests/:kind/:id/decision',
    access: ['admin'],
    policy: { action: 'change', resource: 'request' },
    tags,
    summary:
      'Approve or decline a pending request with a note for the athlete (once: 409 when already decided)',
    params: ZConsoleRequestParams,
    body: ZConsoleDecision,
    response: ZConsoleDecided,
    errors: [404, 409],
  }),
};
