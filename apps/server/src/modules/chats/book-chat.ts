import {
  CHAT_SCHEDULE_MAX_DAYS,
  callPriceCents,
  FAN_PATHS,
  chatsMessages as m,
  PURCHASE_KIND_LABELS,
  type TChatBookRequest,
  type TFanCallType,
  type TPaymentRequired,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { startPayment } from '../payments/start-payment';
import { CHAT_PURPOSE, type ChatBooking } from './chat-payment';

/**
 * How the athlete's Fan Call Requests shows the contact: a WhatsApp number as the fan gave it
 * (the athletes' rule: 7-15 digits, the country code included), a Zoom account as its
 * lower-cased e-mail.
 */
function callContact(channel: TFanCallType, contact: string): string {
  return channel === 'WhatsApp' ? contact : contact.trim().toLowerCase();
}

/** Proposed times are in the future and within the schedule window, earliest first. */
export function checkChatTime(iso: string, now = new Date()): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw badRequest(m.timeInvalid);
  if (at.getTime() <= now.getTime()) throw badRequest(m.timeInPast);
  if (at.getTime() > now.getTime() + CHAT_SCHEDULE_MAX_DAYS * 24 * 3600_000) {
    throw badRequest(m.timeTooFar);
  }
  return at;
}

/**
 * Opens the checkout of a chat: minutes x the athlete's chat rate now (the body has no price),
 * with intent `authorize`, so the fan's approval only holds the money. The chat exists once the
 * hold does (the capture handler's `onAuthorized`).
 */
export async function bookChat(
  services: AppServices,
  fanUserId: string,
  request: TChatBookRequest,
): Promise<TPaymentRequired> {
  const [athlete] = await services.db
    .select({
      userId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
      chatRateCents: athleteProfiles.chatRateCents,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(
      and(
        eq(athleteProfiles.athleteNumber, request.athleteNumber),
        eq(users.role, 'athlete'),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
      ),
    );
  if (!athlete) throw notFound(m.athleteNotFound);
  if (athlete.userId === fanUserId) throw conflict(m.ownChat);
  const rateCents = athlete.chatRateCents;
  if (rateCents === null || rateCents <= 0) throw conflict(m.noChatRate);
  const times = request.proposedTimes
    .map((t) => checkChatTime(t))
    .sort((a, b) => a.getTime() - b.getTime());
  const booking: ChatBooking = {
    athleteUserId: athlete.userId,
    channel: request.channel,
    contact: callContact(request.channel, request.contact),
    minutes: request.minutes,
    rateCents,
    proposedTimes: times.map((t) => t.toISOString()),
    note: request.note?.trim() || null,
  };
  const amountCents = callPriceCents(rateCents, request.minutes);
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  const started = await startPayment(services, {
    purpose: CHAT_PURPOSE,
    intent: 'authorize',
    userId: fanUserId,
    amountCents,
    description: `${PURCHASE_KIND_LABELS.single_chat} with ${name}: ${request.minutes} minutes on ${request.channel}`,
    returnPath: FAN_PATHS.chatReturn,
    cancelPath: `/athletes/${athlete.athleteNumber}?cancelled=1`,
    metadata: { chat: booking, athleteUserId: athlete.userId },
  });
  return {
    outcome: 'payment_required',
    paymentId: started.paymentId,
    approveUrl: started.approveUrl,
    amountCents: started.amountCents,
    currency: 'USD',
    message: m.checkoutStarted,
  };
}
