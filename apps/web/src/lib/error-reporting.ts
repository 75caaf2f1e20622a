/**
 * Errors the app did not handle, for operators (decision 0045). The server writes the DSN into
 * each page (`<meta name="fhp-error-dsn">`, from SENTRY_WEB_DSN). Without one nothing happens;
 * with one, Sentry's SDK is loaded with the first error to report, in a chunk of its own, so no
 * page's first load carries it.
 */

import { isRouteErrorResponse } from 'react-router';
import { isApiError } from './api-error';

type Reporter = { capture(error: unknown, componentStack?: string): void };

let reporter: Promise<Reporter | undefined> | undefined;

export function errorReportingDsn(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return (
    document.querySelector<HTMLMetaElement>('meta[name="fhp-error-dsn"]')?.content || undefined
  );
}

function loadReporter(dsn: string): Promise<Reporter | undefined> {
  reporter ??= import('./sentry-browser').then(
    ({ startSentry }) => startSentry(dsn),
    () => undefined,
  );
  return reporter;
}

/**
 * Whether operators need to hear of it: not an API answer (the server reports its own 5xx; a
 * 4xx or an unreachable server is the visitor's situation, not a bug), except one the app could
 * not read; not a router response under 500 (a page that is not there, a refused one).
 */
export function worthReporting(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'INVALID_RESPONSE';
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/** Reports `error` when the page has a DSN; `componentStack` from React's error handlers. */
export function reportError(error: unknown, componentStack?: string): void {
  const dsn = errorReportingDsn();
  if (!dsn || !worthReporting(error)) return;
  void loadReporter(dsn).then((r) => r?.capture(error, componentStack));
}

/** Errors and rejections nothing caught, reported when the page has a DSN. */
export function reportUnhandledErrors(): void {
  if (!errorReportingDsn()) return;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
