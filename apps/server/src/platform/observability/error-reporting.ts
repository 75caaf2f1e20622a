import type { FastifyRequest } from 'fastify';

/**
 * Unexpected errors for operators (decision 0045): 5xx answers, jobs that failed for good,
 * unhandled rejections and exceptions. Off (and nothing loaded) without `SENTRY_DSN`.
 */
export type ErrorReporter = {
  readonly enabled: boolean;
  /** An unexpected error, with where it happened (a route template, a job's name). */
  report(error: unknown, context?: ErrorContext): void;
  /** Sends what is queued; resolves false when `timeoutMs` passed first. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<void>;
};

export type ErrorContext = {
  request?: FastifyRequest;
  job?: { name: string; id: string; attempt: number };
};

export const silentReporter: ErrorReporter = {
  enabled: false,
  report() {},
  flush: async () => true,
  close: async () => {},
};

export type ErrorReportingOptions = {
  dsn?: string;
  environment: string;
  /** The process-wide handlers (unhandled rejections, uncaught exceptions): a server's, not a test's. */
  processHandlers?: boolean;
  /** Tests: a transport instead of HTTP to the DSN's host. */
  transport?: unknown;
};

/**
 * The reporter for this process: the SDK is imported only when a DSN is given, so a server
 * without one loads nothing of it (decision 0034).
 */
export async function startErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporter> {
  if (!options.dsn) return silentReporter;
  const { startSentry } = await import('./sentry-reporter');
  return startSentry({ ...options, dsn: options.dsn });
}
