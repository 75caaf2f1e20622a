import { FAN_PATHS } from '../fans/fans.texts';

/**
 * Group chats (issue 36 item 2). The chat limits (rating window, how far ahead, reminder, the
 * minutes) are the one-on-one chats' (chats.limits, fan-purchases.limits): reused, not redefined.
 */

/** The payment purpose of a seat (payments.purpose); its capture handler books the sale. */
export const GROUP_CHAT_SEAT_PURPOSE = 'group-chat-seat';

/** Seats per group chat. */
export const GROUP_CHAT_MIN_SEATS = 1;
export const GROUP_CHAT_MAX_SEATS = 100;

/** A seat's price, in cents ($1 to $500). */
export const GROUP_CHAT_MIN_SEAT_CENTS = 100;
export const GROUP_CHAT_MAX_SEAT_CENTS = 50_000;

export const GROUP_CHAT_TITLE_MAX = 120;

/**
 * A checkout not approved within this long stops holding its seat: the next buyer's
 * reservation closes it (it can no longer be approved), so an abandoned checkout frees its seat
 * after half an hour.
 */
export const GROUP_CHAT_CHECKOUT_HOLD_MINUTES = 30;

/**
 * A group chat is `scheduled` (seats on sale until it starts, then rated) or `cancelled` by its
 * athlete (every held seat released). A seat is `held` (the fan's money held), `settling` (rated,
 * the capture in flight), `settled` (captured and booked), `voided` (released: the chat was
 * cancelled) or `failed` (the hold could not be captured: nothing taken).
 */
export const GROUP_CHAT_STATUSES = ['scheduled', 'cancelled'] as const;
export type TGroupChatStatus = (typeof GROUP_CHAT_STATUSES)[number];

export const GROUP_CHAT_SEAT_STATUSES = [
  'held',
  'settling',
  'settled',
  'voided',
  'failed',
] as const;
export type TGroupChatSeatStatus = (typeof GROUP_CHAT_SEAT_STATUSES)[number];

export const GROUP_CHAT_SEAT_STATUS_LABELS: Record<TGroupChatSeatStatus, string> = {
  held: 'Seat held',
  settling: 'Settling',
  settled: 'Settled',
  voided: 'Cancelled, released',
  failed: 'Not charged',
};

/** Where the athlete manages group chats, the fan's list, and the checkout's return. */
export const GROUP_CHAT_PATHS = {
  athlete: '/admin/group-chats',
  fan: FAN_PATHS.groupChats,
  checkoutReturn: '/fan/group-chats/return',
  publicList: '/groupChat',
} as const;
