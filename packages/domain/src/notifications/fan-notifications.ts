import { formatCents } from '../money/money';

/**
 * What fans are told about an athlete's new items (spec part 2, "Fan notification"). The
 * athlete side writes them with the item; the fan side reads them.
 */
export const FAN_NOTIFICATION_TYPES = [
  'seasonal_badge',
  'talking_badge',
  'talking_contest',
  'talent_contest',
  'blog',
] as const;
export type TFanNotificationType = (typeof FAN_NOTIFICATION_TYPES)[number];

/**
 * The types of the `notifications` rows a fan's bell lists (issue 33 item 11): an athlete they
 * bought from published a new item, the athlete accepted their pizza money request, a payment
 * of theirs was refunded.
 */
export const FAN_BELL_TYPES = {
  newItem: 'athlete-new-item',
  pizzaMoneyAccepted: 'pizza-money-accepted',
  refund: 'payment-refunded',
  /** A chat of theirs was accepted, declined, expired, is about to start, or was settled. */
  chat: 'chat',
  groupChatCancelled: 'group-chat-cancelled',
  groupChatStarting: 'group-chat-starting',
  groupChatSettled: 'group-chat-settled',
} as const;

/**
 * The important ones, which also go by e-mail through the outbox in the transaction that writes
 * the notification: money the fan can act on or lost. A new item is the bell's alone (an athlete
 * posting often would otherwise fill the fan's inbox).
 */
export const EMAILED_NOTIFICATION_TYPES: readonly string[] = [
  FAN_BELL_TYPES.pizzaMoneyAccepted,
  FAN_BELL_TYPES.refund,
  FAN_BELL_TYPES.chat,
  FAN_BELL_TYPES.groupChatCancelled,
  FAN_BELL_TYPES.groupChatStarting,
  FAN_BELL_TYPES.groupChatSettled,
];

/** What each new item is called in the fan's notification. */
const ITEM_NAMES: Record<TFanNotificationType, string> = {
  seasonal_badge: 'a new seasonal badge',
  talking_badge: 'a new talking badge',
  talking_contest: 'a new talking contest',
  talent_contest: 'a new talent contest',
  blog: 'a new blog post',
};

export const fanNotificationMessages = {
  newItem: (athleteName: string, type: TFanNotificationType) =>
    `${athleteName}, an athlete you supported, published ${ITEM_NAMES[type]}.`,
  refunded: (amountCents: number) =>
    `Your payment of ${formatCents(amountCents)} was refunded. It could not be completed, so the money goes back to where it came from.`,
  refundedEmailSubject: (amountCents: number) =>
    `Your payment of ${formatCents(amountCents)} was refunded`,
  /** The e-mail's body: greeting, the notification's words, where to see it. */
  emailText: (firstName: string, message: string, link: string) =>
    [`Hi ${firstName || 'there'},`, '', message, '', `See it on FHP: ${link}`].join('\n'),
  pageTitle: 'Notifications',
  bellLabel: 'Notifications',
  bellUnread: (count: number) => `Notifications, ${count} unread`,
} as const;
