import type * as SentryTypes from '@sentry/node';
import type { ErrorContext, ErrorReporter, ErrorReportingOptions } from './error-reporting';
import { scrubEvent, scrubText } from './scrub';

/**
 * Sentry's Node SDK, as a reporter of errors only: no tracing, no auto-instrumentation (no
 * module hooks, no HTTP or console wrapping, so requests cost what they did), every error sent
 * (sampleRate 1), each event scrubbed before it leaves (scrub.ts). GlitchTip takes the same DSN.
 */
export async function startSentry(
  options: ErrorReportingOptions & { dsn: string },
): Promise<ErrorReporter> {
  // Imported here, not at the top: the server bundle hoists a package's static import to its
  // start, even from a module only imported on demand (decision 0034).
  const Sentry = await import('@sentry/node');
  const integrations: Parameters<typeof SentryTypes.addIntegration>[0][] = [
    Sentry.linkedErrorsIntegration(),
    Sentry.dedupeIntegration(),
    Sentry.functionToStringIntegration(),
    Sentry.nodeContextIntegration(),
  ];
  if (options.processHandlers) {
    // Node's own behaviour is kept: an uncaught exception or unhandled rejection still ends the
    // process (strict), after it has been reported.
    integrations.push(
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    );
  }
  const client = Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    sampleRate: 1,
    // Nothing about users, cookies, headers, queries or bodies is collected; beforeSend
    // scrubs what an error's own message or stack may still hold.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    integrations,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    ...(options.transport
      ? { transport: options.transport as NonNullable<SentryTypes.NodeOptions['transport']> }
      : {}),
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });

  return {
    enabled: true,
    report(error: unknown, context: ErrorContext = {}) {
      Sentry.withScope((scope) => {
        const { request, job } = context;
        if (request) {
          // The route's template, never the URL: ids and tokens stay out of the grouping.
          const route = request.routeOptions.url ?? 'unmatched';
          scope.setTag('route', route);
          scope.setContext('request', {
            method: request.method,
            route,
            url: scrubText(request.url),
            requestId: request.id,
          });
        }
        if (job) {
          scope.setTag('job', job.name);
          scope.setContext('job', { ...job });
        }
        Sentry.captureException(error);
      });
    },
    flush: async (timeoutMs = 2000) => (client ? await client.flush(timeoutMs) : true),
    async close(timeoutMs = 2000) {
      await client?.close(timeoutMs);
    },
  };
}
