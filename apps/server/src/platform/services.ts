import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import { Mailer } from './email/mailer';
import { type EventBus, InProcessEventBus } from './events/event-bus';
import { PgEventBus } from './events/pg-event-bus';
import { type JobLog, JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { type ErrorReporter, startErrorReporting } from './observability/error-reporting';
import { CaptureHandlers } from './payments/capture-handlers';
import { createPaymentProvider } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/payment-provider';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-storage';

/** Everything a route or service needs from the platform, built once per process. */
export type AppServices = {
  config: AppConfig;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  payments: PaymentProvider;
  events: EventBus;
  jobs: JobQueue;
  /** What each payment purpose records when captured: filled at start (`src/capture-handlers.ts`). */
  captures: CaptureHandlers;
  /** Unexpected errors for operators (SENTRY_DSN); silent without a DSN. */
  errors: ErrorReporter;
};

export type ServiceOverrides = Partial<
  Pick<AppServices, 'storage' | 'mailer' | 'payments' | 'events' | 'errors'>
>;

/**
 * Builds the services and opens the job queue: a server passes `background: true` (maintenance
 * and schedules) and registers the handlers; tests and tools enqueue, and drain if they wish.
 */
export async function createServices(
  config: AppConfig,
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'> & Partial<JobLog>,
  overrides: ServiceOverrides = {},
  jobOptions: JobQueueOptions = { background: false, migrate: true },
): Promise<AppServices> {
  const storage = overrides.storage ?? (await createStorage(config.storage));
  const errors =
    overrides.errors ??
    (await startErrorReporting({
      dsn: config.observability.sentryDsn,
      environment: config.env,
    }));
  const jobLog: JobLog = {
    info: log.info?.bind(log) ?? (() => {}),
    warn: log.warn.bind(log),
    error: log.error?.bind(log) ?? log.warn.bind(log),
  } as JobLog;
  const jobs = await JobQueue.open(database, jobLog, jobOptions);
  const mailer =
    overrides.mailer ??
    new Mailer(
      database.db,
      // Loaded only when configured: nodemailer adds about 13 MB to every process otherwise.
      config.email.smtpUrl
        ? await (await import('./email/smtp-transport')).createSmtpTransport(config.email.smtpUrl)
        : null,
      config.email.from,
      jobs,
    );
  let events = overrides.events;
  if (!events) {
    if (database.pool) {
      const bus = new PgEventBus(database.pool, log);
      await bus.start();
      events = bus;
    } else {
      events = new InProcessEventBus();
    }
  }
  const payments = overrides.payments ?? createPaymentProvider(config, database.db);
  return {
    config,
    database,
    db: database.db,
    storage,
    mailer,
    payments,
    events,
    jobs,
    captures: new CaptureHandlers(),
    errors,
  };
}

export async function createStorage(storage: AppConfig['storage']): Promise<FileStorage> {
  if (storage.driver === 'local') return new LocalFileStorage(storage.uploadsDir);
  const { S3FileStorage } = await import('./storage/s3-storage');
  return S3FileStorage.open(storage);
}
