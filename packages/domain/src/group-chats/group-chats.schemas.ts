import { z } from 'zod';
import { CHAT_OUTCOMES } from '../chats/chats.limits';
import { CALL_MAX_MINUTES, CALL_MIN_MINUTES } from '../fan-purchases/fan-purchases.limits';
import {
  GROUP_CHAT_MAX_SEAT_CENTS,
  GROUP_CHAT_MAX_SEATS,
  GROUP_CHAT_MIN_SEAT_CENTS,
  GROUP_CHAT_MIN_SEATS,
  GROUP_CHAT_SEAT_STATUSES,
  GROUP_CHAT_STATUSES,
  GROUP_CHAT_TITLE_MAX,
} from './group-chats.limits';
import { groupChatsMessages as m } from './group-chats.messages';

const ZTitle = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(GROUP_CHAT_TITLE_MAX, m.titleTooLong);
const ZStartsAt = z.iso.datetime({ offset: true, error: m.timeInvalid });
const ZMinutes = z
  .number({ error: m.minutesInvalid })
  .int(m.minutesInvalid)
  .min(CALL_MIN_MINUTES, m.minutesInvalid)
  .max(CALL_MAX_MINUTES, m.minutesInvalid);
const ZSeatCents = z
  .number({ error: m.priceInvalid })
  .int(m.priceInvalid)
  .min(GROUP_CHAT_MIN_SEAT_CENTS, m.priceInvalid)
  .max(GROUP_CHAT_MAX_SEAT_CENTS, m.priceInvalid);
const ZSeats = z
  .number({ error: m.seatsInvalid })
  .int(m.seatsInvalid)
  .min(GROUP_CHAT_MIN_SEATS, m.seatsInvalid)
  .max(GROUP_CHAT_MAX_SEATS, m.seatsInvalid);

/** What the athlete schedules; the time's range (future, within 14 days) is checked on the server. */
export const ZGroupChatCreateRequest = z.object({
  title: ZTitle,
  startsAt: ZStartsAt,
  minutes: ZMinutes,
  seatCents: ZSeatCents,
  seats: ZSeats,
});
export type TGroupChatCreateRequest = z.infer<typeof ZGroupChatCreateRequest>;

/** An edit: price and seats are refused once a seat is sold (title and time stay editable). */
export const ZGroupChatUpdateRequest = ZGroupChatCreateRequest.partial();
export type TGroupChatUpdateRequest = z.infer<typeof ZGroupChatUpdateRequest>;

export const ZGroupChatParams = z.object({ id: z.uuid({ error: m.notFound }) });
export const ZGroupChatSeatParams = z.object({ id: z.uuid({ error: m.seatNotFound }) });
export const ZGroupChatPaymentParams = z.object({
  paymentId: z.uuid({ error: m.paymentNotFound }),
});

export const ZGroupChatOutcome = z.enum(CHAT_OUTCOMES, { error: m.outcomeInvalid });
export const ZGroupChatRateRequest = z.object({ outcome: ZGroupChatOutcome });
export type TGroupChatRateRequest = z.infer<typeof ZGroupChatRateRequest>;

/** The public list: every upcoming group chat, or one athlete's. */
export const ZPublicGroupChatsQuery = z.object({
  athleteNumber: z.coerce.number().int().positive().optional(),
});

/** One group chat as fans see it (on sale until it starts). */
export const ZPublicGroupChat = z.object({
  id: z.uuid(),
  title: z.string(),
  athleteName: z.string(),
  athleteNumber: z.number().int(),
  startsAt: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  seatCents: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
});
export type TPublicGroupChat = z.infer<typeof ZPublicGroupChat>;
export const ZPublicGroupChats = z.object({ items: z.array(ZPublicGroupChat) });
export type TPublicGroupChats = z.infer<typeof ZPublicGroupChats>;

/** One of the athlete's group chats, with what is sold and earned. */
export const ZAthleteGroupChat = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(GROUP_CHAT_STATUSES),
  startsAt: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  seatCents: z.number().int(),
  seats: z.number().int(),
  /** Seats held, settling or settled (a seat in a checkout is not sold yet). */
  seatsSold: z.number().int(),
  seatsSettled: z.number().int(),
  /** The athlete's shares of the settled seats. */
  earnedCents: z.number().int(),
  /** Still editable price and seats (nothing sold) and cancellable (not started). */
  canEditPrice: z.boolean(),
  canCancel: z.boolean(),
});
export type TAthleteGroupChat = z.infer<typeof ZAthleteGroupChat>;
export const ZAthleteGroupChats = z.object({ items: z.array(ZAthleteGroupChat) });
export type TAthleteGroupChats = z.infer<typeof ZAthleteGroupChats>;

export const ZGroupChatActionResponse = z.object({
  message: z.string(),
  groupChat: ZAthleteGroupChat,
});
export type TGroupChatActionResponse = z.infer<typeof ZGroupChatActionResponse>;

/** How a settled seat's price was shared (cents), as the fan's list shows it. */
export const ZGroupChatSettlement = z.object({
  outcome: ZGroupChatOutcome,
  priceCents: z.number().int(),
  athleteCents: z.number().int(),
  platformCents: z.number().int(),
  returnedCents: z.number().int(),
  chargedCents: z.number().int(),
});
export type TGroupChatSettlement = z.infer<typeof ZGroupChatSettlement>;

/** One of the fan's seats. */
export const ZFanGroupChatSeat = z.object({
  id: z.uuid(),
  groupChatId: z.uuid(),
  title: z.string(),
  athleteName: z.string(),
  athleteNumber: z.number().int(),
  chatStatus: z.enum(GROUP_CHAT_STATUSES),
  status: z.enum(GROUP_CHAT_SEAT_STATUSES),
  startsAt: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  priceCents: z.number().int(),
  rateBy: z.iso.datetime({ offset: true }),
  canRate: z.boolean(),
  settlement: ZGroupChatSettlement.nullable(),
});
export type TFanGroupChatSeat = z.infer<typeof ZFanGroupChatSeat>;
export const ZFanGroupChatSeats = z.object({ items: z.array(ZFanGroupChatSeat) });
export type TFanGroupChatSeats = z.infer<typeof ZFanGroupChatSeats>;

export const ZGroupChatSeatHeld = z.object({
  outcome: z.literal('held'),
  seatId: z.uuid(),
  message: z.string(),
});
export type TGroupChatSeatHeld = z.infer<typeof ZGroupChatSeatHeld>;

export const ZGroupChatRatedResponse = z.object({
  message: z.string(),
  seat: ZFanGroupChatSeat,
});
export type TGroupChatRatedResponse = z.infer<typeof ZGroupChatRatedResponse>;
