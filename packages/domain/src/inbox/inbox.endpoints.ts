import { z } from 'zod';
import { CONSOLE_CHANGE, CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZInboxFilters,
  ZInboxId,
  ZInboxMarked,
  ZInboxPage,
  ZInboxQuery,
  ZInboxSummary,
} from './inbox.schemas';

const tags = ['console'] as const;

/** The console's inbox: every admin notification, filtered, and marking them read. */
export const inboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/inbox',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'A page of admin notifications, newest first, by kind and read state',
    query: ZInboxQuery,
    response: ZInboxPage,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/console/inbox.csv',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'The admin notifications as CSV (the same filters; at most CSV_EXPORT_MAX_ROWS rows)',
    query: ZInboxFilters,
    response: z.string(),
    contentType: 'text/csv',
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/console/inbox/summary',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'How many admin notifications are unread (the top bar and the menu badge)',
    response: ZInboxSummary,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/console/inbox/:id/read',
    access: ['admin'],
    policy: { action: 'change', resource: 'admin-notification' },
    tags,
    summary: 'Mark one admin notification read (repeating changes nothing)',
    params: ZInboxId,
    response: ZInboxMarked,
    errors: [404],
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/console/inbox/read-all',
    access: ['admin'],
    policy: CONSOLE_CHANGE,
    tags,
    summary: 'Mark every admin notification read',
    response: ZInboxMarked,
  }),
};
