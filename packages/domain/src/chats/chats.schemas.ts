import { z } from 'zod';
import { CALL_MAX_MINUTES, CALL_MIN_MINUTES } from '../fan-purchases/fan-purchases.limits';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { isWhatsAppNumber } from '../registration/registration.rules';
import { CHAT_MAX_PROPOSED_TIMES, CHAT_OUTCOMES, FAN_CALL_TYPES } from './chats.limits';
import { chatsMessages as m } from './chats.messages';

/**
 * A one-on-one chat's life: `requested` (the fan's money is held, the athlete has not answered),
 * `accepted` (a time is set), then `settled` once rated (or the rating window passed), the hold
 * captured for the rated share; or `declined` / `expired` (the hold released, nothing taken);
 * `failed`: the hold could not be captured (it ran out at the provider), nothing was taken.
 * `settling`: rated, the capture in flight.
 */
export const CHAT_STATUSES = [
  'requested',
  'accepted',
  'settling',
  'settled',
  'declined',
  'expired',
  'failed',
] as const;
export type TChatStatus = (typeof CHAT_STATUSES)[number];

export const ZChatOutcome = z.enum(CHAT_OUTCOMES, { error: m.outcomeInvalid });

const ZAthleteNumber = z
  .number({ error: m.athleteNotFound })
  .int(m.athleteNotFound)
  .positive(m.athleteNotFound);

export const ZChatBookRequest = z
  .object({
    athleteNumber: ZAthleteNumber,
    channel: z.enum(FAN_CALL_TYPES, { error: m.channelInvalid }),
    /** The WhatsApp number (7-15 digits, the country code included) or the Zoom e-mail. */
    contact: z.string({ error: m.contactInvalid }).trim().max(254, m.contactInvalid),
    minutes: z
      .number({ error: m.minutesInvalid })
      .int(m.minutesInvalid)
      .min(CALL_MIN_MINUTES, m.minutesInvalid)
      .max(CALL_MAX_MINUTES, m.minutesInvalid),
    proposedTimes: z
      .array(z.iso.datetime({ offset: true, error: m.timeInvalid }), { error: m.timesRequired })
      .min(1, m.timesRequired)
      .max(CHAT_MAX_PROPOSED_TIMES, m.timesRequired),
    note: z.string().trim().max(500, m.noteTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'WhatsApp' && !isWhatsAppNumber(value.contact)) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: m.whatsappInvalid });
    }
    if (value.channel === 'Zoom' && !z.email().safeParse(value.contact).success) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: m.zoomInvalid });
    }
  });
export type TChatBookRequest = z.infer<typeof ZChatBookRequest>;

export const ZChatParams = z.object({ id: z.uuid() });
export const ZChatPaymentParams = z.object({ paymentId: z.uuid() });

export const ZChatAcceptRequest = z.object({
  startsAt: z.iso.datetime({ offset: true, error: m.timeInvalid }),
});
export type TChatAcceptRequest = z.infer<typeof ZChatAcceptRequest>;

export const ZChatRateRequest = z.object({ outcome: ZChatOutcome });
export type TChatRateRequest = z.infer<typeof ZChatRateRequest>;

/** How a settled chat's price was shared (cents), as the fan's receipt shows it. */
export const ZChatSettlement = z.object({
  outcome: ZChatOutcome,
  priceCents: z.number().int(),
  athleteCents: z.number().int(),
  managerCents: z.number().int(),
  platformCents: z.number().int(),
  /** Given back to the fan: the part of the hold released, never charged. */
  returnedCents: z.number().int(),
  chargedCents: z.number().int(),
});
export type TChatSettlementView = z.infer<typeof ZChatSettlement>;

/** One chat as its athlete or its fan sees it. */
export const ZChatItem = z.object({
  id: z.uuid(),
  status: z.enum(CHAT_STATUSES),
  athleteName: z.string(),
  athleteNumber: z.number().int(),
  fanName: z.string(),
  channel: z.enum(FAN_CALL_TYPES),
  contact: z.string(),
  minutes: z.number().int(),
  priceCents: z.number().int(),
  proposedTimes: z.array(z.iso.datetime({ offset: true })),
  note: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  /** A request not answered by then expires (null once answered). */
  answerBy: z.iso.datetime({ offset: true }).nullable(),
  /** The fan may rate until then (null before a time is set). */
  rateBy: z.iso.datetime({ offset: true }).nullable(),
  /** The fan may rate now: the chat's time has come and the window is open. */
  canRate: z.boolean(),
  settlement: ZChatSettlement.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TChatItem = z.infer<typeof ZChatItem>;

export const ZChatsQuery = ZPageQuery;
export const ZChatsPage = pageOf(ZChatItem);
export type TChatsPage = z.infer<typeof ZChatsPage>;

export const ZChatActionResponse = z.object({ message: z.string(), chat: ZChatItem });
export type TChatActionResponse = z.infer<typeof ZChatActionResponse>;

/** The fan is back from the checkout: their money is held and the request sent. */
export const ZChatBookedResponse = z.object({
  outcome: z.literal('requested'),
  chatId: z.uuid(),
  message: z.string(),
});
export type TChatBookedResponse = z.infer<typeof ZChatBookedResponse>;
