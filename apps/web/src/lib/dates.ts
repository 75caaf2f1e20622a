import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 minutes ago", "a day ago": the spec's relative times. */
export function fromNow(iso: string | Date): string {
  return dayjs(iso).fromNow();
}

/** Full date and time, for a tooltip or `dateTime` title beside a relative time. */
export function formatDateTime(iso: string | Date): string {
  return dayjs(iso).format('MMM D, YYYY h:mm A');
}

/** A day: "Nov 23, 2026" (list columns such as a sale's or a badge's date). */
export function formatDate(iso: string | Date): string {
  return dayjs(iso).format('MMM D, YYYY');
}
