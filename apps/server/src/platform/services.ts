import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import { Mailer } from './email/mailer';
import { createSmtpTransport } from './email/smtp-transport';
import { type EventBus, InProcessEventBus } from './events/event-bus';
import { PgEventBus } from './events/pg-event-bus';
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
};

export type ServiceOverrides = Partial<
  Pick<AppServices, 'storage' | 'mailer' | 'payments' | 'events'>
>;

export async function createServices(
  config: AppConfig,
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
  overrides: ServiceOverrides = {},
): Promise<AppServices> {
  const storage = overrides.storage ?? (await createStorage(config.storage));
  const mailer =
    overrides.mailer ??
    new Mailer(
      database.db,
      config.email.smtpUrl ? createSmtpTransport(config.email.smtpUrl) : null,
      config.email.from,
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
  return { config, database, db: database.db, storage, mailer, payments, events };
}

async function createStorage(storage: AppConfig['storage']): Promise<FileStorage> {
  if (storage.driver === 'local') return new LocalFileStorage(storage.uploadsDir);
  // Loaded only when used: the AWS SDK adds about 20 MB to every process otherwise.
  const { S3FileStorage } = await import('./storage/s3-storage');
  return new S3FileStorage(storage);
}
