import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';

/** The two tabs of the athlete's Notifications screen. */
export const NOTIFICATION_TABS = ['unread', 'read'] as const;
export const ZNotificationTab = z.enum(NOTIFICATION_TABS);
export type TNotificationTab = z.infer<typeof ZNotificationTab>;

/** `GET /api/notifications?tab=&cursor=&limit=`; the cursor comes from the previous page. */
export const ZNotificationsQuery = ZPageQuery.extend({ tab: ZNotificationTab.default('unread') });
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;

export const ZNotificationItem = z.object({
  id: z.uuid(),
  type: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /** The fan the notification is about (a purchase, a request), when there is one. */
  fanId: z.uuid().nullable(),
  /**
   * The buying fan's name and e-mail, on endorsement notifications only (else null). Defaulted
   * so a payload without them (older server, test fixtures) still parses.
   */
  fanName: z.string().nullable().default(null),
  fanEmail: z.string().nullable().default(null),
  /**
   * The athlete a fan's notification is about (a new item, pizza money accepted): a click opens
   * their page. Null on other notifications; defaulted like the fan's name.
   */
  athleteNumber: z.number().int().nullable().default(null),
  /** The resolution an operator's answer is about: a click opens its thread. */
  resolutionId: z.uuid().nullable().default(null),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotificationsPage = pageOf(ZNotificationItem);
export type TNotificationsPage = z.infer<typeof ZNotificationsPage>;

/** The bell: whether the dot shows. */
export const ZNotificationSummary = z.object({ unreadCount: z.number().int().min(0) });
export type TNotificationSummary = z.infer<typeof ZNotificationSummary>;

/** An operator's message to one athlete (spec: 'Admin sends a message: ...'). */
export const ZAdminMessageRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message')
    .max(1000, 'The message is too long (1000 characters at most)'),
});
export const ZCreatedNotification = z.object({ id: z.uuid() });

/** `POST /api/notifications/:id/read`: marks one of my notifications read (safe to repeat). */
export const ZNotificationReadResponse = z.object({ id: z.uuid(), read: z.literal(true) });
/** `POST /api/notifications/read-all`: how many of my unread notifications it marked read. */
export const ZNotificationsReadAllResponse = z.object({
  count: z.number().int().nonnegative(),
  message: z.string(),
});
export type TNotificationsReadAllResponse = z.infer<typeof ZNotificationsReadAllResponse>;
/** `POST /api/notifications/:id/email-fan`: answers the catalogue's success message. */
export const ZEmailFanResponse = z.object({ message: z.string() });
