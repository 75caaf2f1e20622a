import { z } from 'zod';
import { CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZConsoleManagerFlag,
  ZConsoleUserActionResponse,
  ZConsoleUserDetail,
  ZConsoleUserFilters,
  ZConsoleUserNote,
  ZConsoleUserNoteRequest,
  ZConsoleUserPage,
  ZConsoleUserParams,
  ZConsoleUserQuery,
  ZConsoleUserReason,
} from './console-users.schemas';

const tags = ['console'] as const;
/** A route on one account: decided on that account (404 when there is none). */
const READ_USER = { action: 'read', resource: 'user' } as const;
const CHANGE_USER = { action: 'change', resource: 'user' } as const;

export const consoleUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/users',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary:
      'Search accounts by name, e-mail or athlete ID, filtered by role and blocked, in name order',
    query: ZConsoleUserQuery,
    response: ZConsoleUserPage,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/console/users.csv',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'The same search as CSV (at most CSV_EXPORT_MAX_ROWS rows)',
    query: ZConsoleUserFilters,
    response: z.string(),
    contentType: 'text/csv',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/console/users/:id',
    access: ['admin'],
    policy: READ_USER,
    tags,
    summary: "A user's page: facts, sales, purchases, wallet balance, sessions and notes",
    params: ZConsoleUserParams,
    response: ZConsoleUserDetail,
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/console/users/:id/block',
    access: ['admin'],
    policy: CHANGE_USER,
    tags,
    summary: 'Block an account: its sessions and event streams end at once',
    params: ZConsoleUserParams,
    body: ZConsoleUserReason,
    response: ZConsoleUserActionResponse,
    errors: [409],
  }),
  unblock: defineEndpoint({
    method: 'POST',
    path: '/api/console/users/:id/unblock',
    access: ['admin'],
    policy: CHANGE_USER,
    tags,
    summary: 'Unblock an account (it signs in again)',
    params: ZConsoleUserParams,
    body: ZConsoleUserReason,
    response: ZConsoleUserActionResponse,
    errors: [409],
  }),
  setManager: defineEndpoint({
    method: 'POST',
    path: '/api/console/users/:id/manager',
    access: ['admin'],
    policy: CHANGE_USER,
    tags,
    summary: 'Flag a fan as manager, or take the flag back',
    params: ZConsoleUserParams,
    body: ZConsoleManagerFlag,
    response: ZConsoleUserActionResponse,
    errors: [409],
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/api/console/users/:id/notes',
    access: ['admin'],
    policy: CHANGE_USER,
    tags,
    summary: "Add an operator's note to a user (notes are never edited)",
    params: ZConsoleUserParams,
    body: ZConsoleUserNoteRequest,
    status: 201,
    response: ZConsoleUserNote,
  }),
};
