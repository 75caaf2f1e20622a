import type { TFanCallType } from '@fhp/domain';
import type { Payment } from '../payments/capture-handlers';

/** The payment purpose of a chat's hold (PAYMENT_PURPOSES). */
export const CHAT_PURPOSE = 'chat';

/** What a chat's payment carries from the booking to the hold's `onAuthorized`. */
export type ChatBooking = {
  athleteUserId: string;
  channel: TFanCallType;
  contact: string;
  minutes: number;
  rateCents: number;
  proposedTimes: string[];
  note: string | null;
};

/** The booking a payment's metadata holds, or null when it is not one (never trusted blindly). */
export function readChatBooking(payment: Payment): ChatBooking | null {
  const b = payment.metadata.chat as Partial<ChatBooking> | undefined;
  if (
    !b ||
    typeof b.athleteUserId !== 'string' ||
    (b.channel !== 'WhatsApp' && b.channel !== 'Zoom') ||
    typeof b.contact !== 'string' ||
    !Number.isInteger(b.minutes) ||
    !Number.isInteger(b.rateCents) ||
    !Array.isArray(b.proposedTimes)
  ) {
    return null;
  }
  return {
    athleteUserId: b.athleteUserId,
    channel: b.channel,
    contact: b.contact,
    minutes: b.minutes as number,
    rateCents: b.rateCents as number,
    proposedTimes: b.proposedTimes.filter((t): t is string => typeof t === 'string'),
    note: typeof b.note === 'string' ? b.note : null,
  };
}
