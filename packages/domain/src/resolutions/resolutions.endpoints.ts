import { z } from 'zod';
import { CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZConsoleResolutionFilters,
  ZConsoleResolutionsPage,
  ZConsoleResolutionsQuery,
  ZResolutionContact,
  ZResolutionCreated,
  ZResolutionDecision,
  ZResolutionId,
  ZResolutionMessageCreated,
  ZResolutionMessageRequest,
  ZResolutionRequest,
  ZResolutionsPage,
  ZResolutionsQuery,
  ZResolutionThread,
} from './resolutions.schemas';

const tags = ['resolutions'] as const;
const consoleTags = ['console'] as const;
const READ_ONE = { action: 'read', resource: 'resolution' } as const;
const CHANGE_ONE = { action: 'change', resource: 'resolution' } as const;

/** The athlete's resolution center: their own tickets only (ownership in the query). */
export const resolutionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/resolutions',
    access: ['athlete'],
    tags,
    summary: 'A page of my resolutions, newest first',
    query: ZResolutionsQuery,
    response: ZResolutionsPage,
  }),
  contact: defineEndpoint({
    method: 'GET',
    path: '/api/resolutions/contact',
    access: ['athlete'],
    tags,
    summary: 'The read-only facts a new resolution carries (name, athlete ID, e-mail, phone)',
    response: ZResolutionContact,
    errors: [404],
  }),
  open: defineEndpoint({
    method: 'POST',
    path: '/api/resolutions',
    access: ['athlete'],
    tags,
    summary: "Open a resolution (the operators get a 'resolution' notification)",
    body: ZResolutionRequest,
    status: 201,
    response: ZResolutionCreated,
    errors: [404, 429],
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/resolutions/:id',
    access: ['athlete'],
    tags,
    summary: 'One of my resolutions with its messages, oldest first',
    params: ZResolutionId,
    response: ZResolutionThread,
    errors: [404],
  }),
  write: defineEndpoint({
    method: 'POST',
    path: '/api/resolutions/:id/messages',
    access: ['athlete'],
    tags,
    summary: 'Write in one of my resolutions (stored, then shown to the operators live)',
    params: ZResolutionId,
    body: ZResolutionMessageRequest,
    status: 201,
    response: ZResolutionMessageCreated,
    errors: [404, 409],
  }),
};

/** The console's resolution center: every athlete's tickets, decided by the policy module. */
export const consoleResolutionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/resolutions',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags: consoleTags,
    summary: 'A page of resolutions, newest first, by state and search',
    query: ZConsoleResolutionsQuery,
    response: ZConsoleResolutionsPage,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/console/resolutions.csv',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags: consoleTags,
    summary: 'Resolutions as CSV (the same filters; at most CSV_EXPORT_MAX_ROWS rows)',
    query: ZConsoleResolutionFilters,
    response: z.string(),
    contentType: 'text/csv',
  }),
  thread: defineEndpoint({
    method: 'GET',
    path: '/api/console/resolutions/:id',
    access: ['admin'],
    policy: READ_ONE,
    tags: consoleTags,
    summary: 'A resolution with the athlete’s facts and its messages',
    params: ZResolutionId,
    response: ZResolutionThread,
    errors: [404],
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/console/resolutions/:id/messages',
    access: ['admin'],
    policy: CHANGE_ONE,
    tags: consoleTags,
    summary: 'Answer a resolution (the athlete is notified in the bell and by e-mail)',
    params: ZResolutionId,
    body: ZResolutionMessageRequest,
    status: 201,
    response: ZResolutionMessageCreated,
    errors: [404, 409],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/console/resolutions/:id/accept',
    access: ['admin'],
    policy: CHANGE_ONE,
    tags: consoleTags,
    summary: 'Accept a pending resolution (once; 409 when already decided)',
    params: ZResolutionId,
    response: ZResolutionDecision,
    errors: [404, 409],
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/console/resolutions/:id/close',
    access: ['admin'],
    policy: CHANGE_ONE,
    tags: consoleTags,
    summary: 'Close a pending or accepted resolution (once; 409 when already closed)',
    params: ZResolutionId,
    response: ZResolutionDecision,
    errors: [404, 409],
  }),
};
