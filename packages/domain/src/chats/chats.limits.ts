import type { TChatOutcome } from '../money/royalties';

/** How a fan is called: a WhatsApp number or a Zoom e-mail (spec: fan_callType). */
export const FAN_CALL_TYPES = ['WhatsApp', 'Zoom'] as const;
export type TFanCallType = (typeof FAN_CALL_TYPES)[number];

/** An unanswered chat request expires after 7 days and its hold is released (issue 36). */
export const CHAT_REQUEST_DAYS = 7;
/** The fan rates a chat within 72 hours of its end; no answer counts as satisfactory. */
export const CHAT_RATING_HOURS = 72;
/**
 * How far ahead an athlete may set a chat's time: a hold lasts 29 days at PayPal, and request
 * (7 days) + time (up to 14) + rating window (3) stays inside it.
 */
export const CHAT_SCHEDULE_MAX_DAYS = 14;
/** Fans are reminded this long before a chat starts. */
export const CHAT_REMINDER_MINUTES = 30;
/** A fan proposes one to three times. */
export const CHAT_MAX_PROPOSED_TIMES = 3;
/** The ratings a fan gives, in the agreement's order (the royalty table's outcomes). */
export const CHAT_OUTCOMES = [
  'satisfactory',
  'rude_or_short',
  'no_show',
] as const satisfies readonly TChatOutcome[];

export const CHAT_OUTCOME_LABELS: Record<TChatOutcome, string> = {
  satisfactory: 'Satisfactory',
  rude_or_short: 'Rude or short',
  no_show: 'No-show',
};

/** When the rating window of a chat that starts at `startsAt` and lasts `minutes` closes. */
export function chatRatingClosesAt(startsAt: Date, minutes: number): Date {
  return new Date(startsAt.getTime() + (minutes * 60 + CHAT_RATING_HOURS * 3600) * 1000);
}

/** When an unanswered request made at `requestedAt` expires. */
export function chatRequestExpiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + CHAT_REQUEST_DAYS * 24 * 3600_000);
}
