import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZAdminMessageRequest,
  ZCreatedNotification,
  ZEmailFanResponse,
  ZNotificationReadResponse,
  ZNotificationSummary,
  ZNotificationsPage,
  ZNotificationsQuery,
  ZNotificationsReadAllResponse,
} from './notifications.schemas';

const ZNotificationId = z.object({ id: z.uuid() });

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signed-in',
    tags: ['notifications'],
    summary: "A page of the signed-in user's notifications, newest first",
    query: ZNotificationsQuery,
    response: ZNotificationsPage,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/summary',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'How many notifications are unread (the bell)',
    response: ZNotificationSummary,
  }),
  sendAdminMessage: defineEndpoint({
    method: 'POST',
    path: '/api/console/athletes/:userId/messages',
    access: ['admin'],
    policy: { action: 'change', resource: 'athlete' },
    tags: ['console'],
    summary: 'An operator sends a message to one athlete (a notification of type admin)',
    params: z.object({ userId: z.uuid() }),
    body: ZAdminMessageRequest,
    status: 201,
    response: ZCreatedNotification,
    errors: [404],
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Mark one of my notifications read (a click on it); repeating is harmless',
    params: ZNotificationId,
    response: ZNotificationReadResponse,
    errors: [404],
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Mark all my unread notifications read (one statement); answers how many it marked',
    response: ZNotificationsReadAllResponse,
  }),
  emailFan: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/email-fan',
    access: ['athlete'],
    tags: ['notifications'],
    summary:
      "Endorsement only: e-mail the buying fan 'Response from Athlete', then delete the notification",
    params: ZNotificationId,
    response: ZEmailFanResponse,
    errors: [404, 409, 502],
  }),
};
