import { CHAT_SCHEDULE_MAX_DAYS, chatsMessages as m } from '@fhp/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` input's value, in the viewer's own time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The earliest and latest times a chat may be set to, as `datetime-local` bounds. */
export function chatTimeBounds(now = new Date()) {
  const max = new Date(now.getTime() + CHAT_SCHEDULE_MAX_DAYS * 24 * 3600_000);
  return { min: toLocalInputValue(now), max: toLocalInputValue(max) };
}

/**
 * A `datetime-local` value (local time) as the ISO instant the server reads, or the catalogue's
 * message: empty or unreadable, past, or beyond the scheduling window. The server checks again.
 */
export function readChatTime(
  value: string,
  now = new Date(),
): { iso: string; error?: undefined } | { iso?: undefined; error: string } {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { error: m.timeInvalid };
  if (date.getTime() <= now.getTime()) return { error: m.timeInPast };
  if (date.getTime() > now.getTime() + CHAT_SCHEDULE_MAX_DAYS * 24 * 3600_000) {
    return { error: m.timeTooFar };
  }
  return { iso: date.toISOString() };
}
