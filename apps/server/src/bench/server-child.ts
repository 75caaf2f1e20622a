import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createServices } from '../platform/services';
import { answerBench } from './child-protocol';

/**
 * The server under test, forked by run.ts so that autocannon's load generation does not share
 * its event loop. The parent has migrated and filled the database; this only serves it.
 * It answers the bench through child-protocol.ts.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
const services = await createServices(config, database, { warn: () => {} });
// The production logger (NODE_ENV=production: no line per request; warnings and errors only
// reach the output at the bench's LOG_LEVEL), so its per-request cost is measured too.
const app = await buildApp({ services, serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });

answerBench(app, async () => {
  await app.close();
  await services.events.close();
  await database.close();
});
