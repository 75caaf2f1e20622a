import pino from 'pino';
import { buildApp } from './app';
import { BACKGROUND_JOBS } from './background-jobs';
import { captureHandlers } from './capture-handlers';
import { paymentReconciliationJob } from './modules/payments/reconcile-payments';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startErrorReporting } from './platform/observability/error-reporting';
import { createServices, createStorage } from './platform/services';
import { demoAccountsWithPublishedPasswords } from './seed/published-demo-passwords';
import { finishDemo, seedOnFirstRun } from './seed/seed';

class StartupError extends Error {}

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const startedAt = Date.now();
  // First, so an exception or rejection nobody handles is reported (SENTRY_DSN) before the
  // process ends as Node ends it.
  const errors = await startErrorReporting({
    dsn: config.observability.sentryDsn,
    environment: config.env,
    processHandlers: true,
  });

  const database = await openDatabase(config.database);
  await database.migrate();
  const { demoLoaded } = await seedOnFirstRun(database.db, {
    demo: config.seedDemo,
    log,
    // The demo athletes' photos go where uploads go.
    storage: config.seedDemo ? await createStorage(config.storage) : undefined,
  });
  if (config.env === 'production') {
    const open = await demoAccountsWithPublishedPasswords(database.db);
    if (open.length > 0) {
      await database.close();
      throw new StartupError(
        `Refusing to start in production: demo accounts sign in with the passwords the README publishes (${open.join(', ')}). Change their passwords or remove them.`,
      );
    }
    if (config.payments.provider === 'local' && !config.payments.enabled) {
      log.warn(
        'payments are off: set PAYMENTS_PROVIDER=paypal (or SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY=true for a demo that takes no money)',
      );
    }
  }

  // The job queue runs its maintenance and schedules here (background: true).
  const services = await createServices(
    config,
    database,
    log,
    { errors },
    {
      background: true,
      migrate: true,
    },
  );
  // Every payment purpose's capture handler, before a request, webhook or job can capture; a
  // reconciliation job is queued now, before the workers' first look, to repair what a crash
  // left at once.
  services.captures.register(captureHandlers(services));
  if (demoLoaded) await finishDemo(services);
  const app = await buildApp({ services });
  services.jobs.register(services, BACKGROUND_JOBS);
  await services.jobs.send(paymentReconciliationJob, {});
  await services.jobs.startWorkers();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // Jobs in progress finish (or are retried after the restart); nothing new is taken.
    await services.jobs.stop();
    await services.events.close();
    await database.close();
    await errors.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, ms: Date.now() - startedAt },
    `FHP marketplace ready on ${config.publicUrl}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
