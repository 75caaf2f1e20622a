import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { seedOnFirstRun } from './seed';

// `npm run seed`: migrates and loads reference and demo data into an empty database.
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seedOnFirstRun(database.db, { demo: true, log: { info: (_o, msg) => console.log(msg) } });
await database.close();
console.log('seed complete');
