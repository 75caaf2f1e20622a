import {
  formatDate as domainFormatDate,
  formatDateTime as domainFormatDateTime,
} from '@fhp/domain';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useServerMarkup } from './server-markup';

dayjs.extend(relativeTime);

/** "3 minutes ago", "a day ago": the spec's relative times. */
export function fromNow(iso: string | Date): string {
  return dayjs(iso).fromNow();
}

/**
 * `fromNow` for a page the server may draw (decision 0039): the server's render and the
 * browser's hydration of it both count from `asOf`, when the data was read (a query's
 * `dataUpdatedAt`, which the page's data block carries), so both write the same words however
 * long the page waited for its app; the browser's own renders count from now.
 */
export function useFromNow(asOf: number): (iso: string | Date) => string {
  const serverMarkup = useServerMarkup();
  return serverMarkup ? (iso) => dayjs(iso).from(asOf) : fromNow;
}

/** Full date and time, for a tooltip or `dateTime` title beside a relative time. */
export function formatDateTime(iso: string | Date): string {
  return domainFormatDateTime(iso);
}

/**
 * `formatDateTime` for a page the server may draw (a panel page's preview, decision 0039): the
 * server does not know the visitor's time zone, so its render, and the browser's hydration of
 * it, write the time in UTC and say so; React then renders again in the visitor's zone. Without
 * this, the hydrated text would differ from the server's and React would discard the page.
 */
export function useFormatDateTime(): (iso: string | Date) => string {
  return useServerMarkup() ? formatDateTimeUtc : formatDateTime;
}

function formatDateTimeUtc(iso: string | Date): string {
  return domainFormatDateTime(iso, 'UTC');
}

/** A day: "23 Nov 2026" (list columns such as a sale's or a badge's date). */
export function formatDate(iso: string | Date): string {
  return domainFormatDate(iso);
}

/**
 * `formatDate` for a page the server may draw (an athlete's page, decision 0051): the server's
 * render and the browser's hydration of it write the day in UTC (the server does not know the
 * visitor's zone), then React renders again in the visitor's, as `useFormatDateTime` does.
 */
export function useFormatDate(): (iso: string | Date) => string {
  return useServerMarkup() ? formatDateUtc : formatDate;
}

function formatDateUtc(iso: string | Date): string {
  return domainFormatDate(iso, 'UTC');
}
