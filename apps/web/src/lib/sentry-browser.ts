import {
  captureException,
  captureReactException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/react';
import { scrubValue } from './scrub-report';

/**
 * Sentry's React SDK, loaded with the first error of a page that has a DSN (error-reporting.ts):
 * errors only, every one (sampleRate 1), no breadcrumbs, sessions or tracing, each event
 * scrubbed of e-mail addresses and secret links before it leaves.
 */
export function startSentry(dsn: string) {
  init({
    dsn,
    sampleRate: 1,
    defaultIntegrations: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    beforeSend: (event) => scrubValue(event) as typeof event,
  });
  return {
    capture(error: unknown, componentStack?: string) {
      if (componentStack !== undefined) captureReactException(error, { componentStack });
      else captureException(error);
    },
  };
}
