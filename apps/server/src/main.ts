import pino from 'pino';
import { buildApp } from './app';
import { paymentReconciliationTask } from './modules/payments/reconcile-payments';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startPeriodicTasks } from './platform/jobs/periodic-tasks';
import { attemptCountersCleanup } from './platform/limits/attempt-counters';
import { createServices } from './platform/services';
import { unreferencedFilesCleanup } from './platform/storage/unreferenced-files-cleanup';
import { demoAccountsWithPublishedPasswords } from './seed/published-demo-passwords';
import { seedOnFirstRun } from './seed/seed';

class StartupError extends Error {}

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const startedAt = Date.now();

  const database = await openDatabase(config.database);
  await database.migrate();
  await seedOnFirstRun(database.db, { demo: config.seedDemo, log });
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

  const services = await createServices(config, database, log);
  const app = await buildApp({ services });
  // Background repairs and clean-ups, each also run once now. buildApp loaded every feature,
  // so each payment purpose has registered its capture handler before reconciliation runs.
  const tasks = startPeriodicTasks(
    services,
    [paymentReconciliationTask(app.log), attemptCountersCleanup, unreferencedFilesCleanup],
    app.log,
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await tasks.stop();
    await app.close();
    await services.events.close();
    await database.close();
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
