import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZIssueDeleteResponse,
  ZIssueRequest,
  ZIssueResponse,
  ZIssuesPage,
  ZIssuesQuery,
} from './issues.schemas';

const tags = ['issues'] as const;
const ZIssueId = z.object({ id: z.uuid() });

export const issueEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/issues',
    access: ['athlete'],
    tags,
    summary: 'A page of the issues I raised, newest first',
    query: ZIssuesQuery,
    response: ZIssuesPage,
    errors: [404],
  }),
  raise: defineEndpoint({
    method: 'POST',
    path: '/api/issues',
    access: ['athlete'],
    tags,
    summary: "Raise an issue (the operators get an 'athlete-issue' notification)",
    body: ZIssueRequest,
    status: 201,
    response: ZIssueResponse,
    errors: [404],
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/issues/:id',
    access: ['athlete'],
    tags,
    summary: 'Edit: rewrites the issue with a new issue number and time',
    params: ZIssueId,
    body: ZIssueRequest,
    response: ZIssueResponse,
    errors: [404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/issues/:id',
    access: ['athlete'],
    tags,
    summary: 'Delete one of my issues',
    params: ZIssueId,
    response: ZIssueDeleteResponse,
    errors: [404],
  }),
};
