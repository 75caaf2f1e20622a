import pino from 'pino';
import { buildApp } from './app';
import { paymentReconciliationTask } from './modules/payments/reconcile-payments';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startPeriodicTasks } from './platform/jobs/periodic-tasks';
import { createServices } from './platform/services';
import { seedOnFirstRun } from './seed/seed';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const startedAt = Date.now();

  const database = await openDatabase(config.database);
  await database.migrate();
  await seedOnFirstRun(database.db, { demo: config.seedDemo, log });

  const services = await createServices(config, database, log);
  const app = await buildApp({ services });
  // buildApp loaded every feature, so each payment purpose has registered its capture handler.
  const tasks = startPeriodicTasks(services, [paymentReconciliationTask(app.log)], app.log);

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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
