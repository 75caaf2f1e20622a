import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createServices, createStorage } from '../platform/services';
import { finishDemo, seedOnFirstRun } from './seed';

// `npm run seed`: migrates and loads reference and demo data into an empty database. Demo
// accounts have published passwords, so production gets reference data only.
const config = loadConfig();
if (config.env === 'production') console.log('NODE_ENV=production: no demo data is loaded');
const database = await openDatabase(config.database);
await database.migrate();
const log = { info: (_o: object, msg: string) => console.log(msg) };
const { demoLoaded } = await seedOnFirstRun(database.db, {
  demo: config.env !== 'production',
  storage: await createStorage(config.storage),
  log,
});
if (demoLoaded) {
  const services = await createServices(config, database, { warn: console.warn });
  await finishDemo(services);
  await services.jobs.stop();
  await services.events.close();
}
await database.close();
console.log('seed complete');
