import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createStorage } from '../platform/services';
import { seedOnFirstRun } from './seed';

// `npm run seed`: migrates and loads reference and demo data into an empty database. Demo
// accounts have published passwords, so production gets reference data only.
const config = loadConfig();
if (config.env === 'production') console.log('NODE_ENV=production: no demo data is loaded');
const database = await openDatabase(config.database);
await database.migrate();
await seedOnFirstRun(database.db, {
  demo: config.env !== 'production',
  storage: await createStorage(config.storage),
  log: { info: (_o, msg) => console.log(msg) },
});
await database.close();
console.log('seed complete');
