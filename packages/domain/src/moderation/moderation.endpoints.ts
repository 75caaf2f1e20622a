import { CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint, ZBinaryBody } from '../platform/endpoint';
import {
  ZHideBody,
  ZModerationDecision,
  ZModerationIdParams,
  ZModerationPage,
  ZModerationQuery,
} from './moderation.schemas';

const tags = ['console'] as const;

export const moderationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/console/moderation',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags,
    summary: 'Published items to review, newest first, by kind and state',
    query: ZModerationQuery,
    response: ZModerationPage,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/console/moderation/:id/file',
    access: ['admin'],
    policy: { action: 'read', resource: 'moderation-item' },
    tags,
    summary: "An item's image for the operator, hidden or not",
    params: ZModerationIdParams,
    response: ZBinaryBody,
    errors: [404, 410],
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/console/moderation/:id/review',
    access: ['admin'],
    policy: { action: 'change', resource: 'moderation-item' },
    tags,
    summary: 'Marks a pending item reviewed (it stays published); 409 when already decided',
    params: ZModerationIdParams,
    response: ZModerationDecision,
    errors: [404, 409],
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: '/api/console/moderation/:id/hide',
    access: ['admin'],
    policy: { action: 'change', resource: 'moderation-item' },
    tags,
    summary:
      'Hides a pending item from the public pages at once and tells the athlete why; 409 when already decided',
    params: ZModerationIdParams,
    body: ZHideBody,
    response: ZModerationDecision,
    errors: [404, 409],
  }),
};
