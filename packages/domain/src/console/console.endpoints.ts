import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { ZAuditFilters, ZAuditPage, ZAuditQuery } from './audit.schemas';

const tags = ['console'] as const;

/**
 * The console's routes are for operators only: `access: ['admin']`, and every one declares a
 * policy the route's guard decides through the policy module (`authorize`), on the record it
 * names or, for a list, on the console itself (resource 'console': an operator relates to it,
 * nobody else does).
 */
export const CONSOLE_READ = { action: 'read', resource: 'console' } as const;
export const CONSOLE_CHANGE = { action: 'change', resource: 'console' } as const;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/audit',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'A page of the audit log, newest first, filtered',
    query: ZAuditQuery,
    response: ZAuditPage,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/console/audit.csv',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'The audit log as CSV (the same filters; at most CSV_EXPORT_MAX_ROWS rows)',
    query: ZAuditFilters,
    response: z.string(),
    contentType: 'text/csv',
  }),
};
