import { z } from 'zod';

/**
 * Server-sent event names. Each names the data that changed, so the web app can
 * invalidate the matching queries; payloads stay small (ids, not records).
 */
export const EVENT_TYPES = [
  'notification.created',
  'notification.updated',
  'wallet.changed',
  'resolution.message',
  /** The operators' inbox changed (a new admin notification, one read or decided): the console's count. */
  'admin-notification.changed',
  /**
   * Something the public pages show was taken off or changed by an operator (a hidden image, the
   * site links): published on PUBLIC_PAGES_CHANNEL, every server process drops its rendered pages.
   */
  'public-pages.changed',
  /** Some of the user's sessions ended (logout, password change or reset): streams re-check theirs. */
  'session.ended',
  /**
   * Sent by the server itself after its event listener was down (a database restart): events of
   * that gap are lost, so the client refreshes everything it shows.
   */
  'events.resumed',
  'ping',
] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

export const ZAppEvent = z.object({
  type: z.enum(EVENT_TYPES),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type TAppEvent = z.infer<typeof ZAppEvent>;

/**
 * The event bus channel of the public pages' renders (no user's stream): each process listens
 * on it and drops its cached renders when told, so a hidden image leaves them at once.
 */
export const PUBLIC_PAGES_CHANNEL = '00000000-0000-4000-8000-00000000c0de';
