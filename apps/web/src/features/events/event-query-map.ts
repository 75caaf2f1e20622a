import type { TEventType } from '@fhp/domain';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/**
 * Which cached queries each server event makes stale. A Record over every event type, so
 * adding a type to EVENT_TYPES in the domain fails the type check until it is mapped here.
 */
export const EVENT_QUERY_MAP: Record<TEventType, readonly QueryKey[]> = {
  // A school administrator's notification (an athlete accepted the IP contract) also changes
  // the school's list of athletes under it; a chat's (requested, accepted, settled) its chats.
  'notification.created': [
    queryKeys.notifications.all,
    queryKeys.schoolArea.all,
    queryKeys.chats.all,
  ],
  'notification.updated': [queryKeys.notifications.all],
  // A captured sale: the balance, and a pizza money request's donations.
  'wallet.changed': [queryKeys.wallet.all, queryKeys.pizzaMoney.all],
  // A message or a decision: the athlete's list and thread, and the console's.
  'resolution.message': [queryKeys.resolutions.all, queryKeys.console.resolutions],
  'admin-notification.changed': [
    queryKeys.console.inbox,
    queryKeys.console.money,
    queryKeys.console.requests,
  ],
  // Sent on the server's public-pages channel, never to a browser's stream; were it, the links.
  'public-pages.changed': [queryKeys.siteSettings.all],
  // The stream of an ended session closes; asking who is signed in sends that tab to sign-in.
  'session.ended': [queryKeys.me],
  // The server's listener was down and its events lost: use-server-events refreshes everything.
  'events.resumed': [],
  // Keep-alive only.
  ping: [],
};
