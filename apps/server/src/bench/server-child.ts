import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { createServices } from '../platform/services';

/**
 * The server under test, forked by run.ts so that autocannon's load generation does not share
 * its event loop. The parent has migrated and filled the database; this only serves it.
 * Messages: sends `{ type: 'ready', port }`; answers `{ type: 'memory' }` with process.memoryUsage();
 * exits on `{ type: 'stop' }`.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
const services = await createServices(config, database, { warn: () => {} });
const app = await buildApp({ services, logger: false, serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });

async function stop() {
  await app.close();
  await services.events.close();
  await database.close();
  process.exit(0);
}

process.on('message', (message: { type?: string }) => {
  if (message.type === 'memory') process.send?.({ type: 'memory', usage: process.memoryUsage() });
  if (message.type === 'stop') void stop();
});
// An orphan must not keep a port and a database connection once the bench is gone.
process.on('disconnect', () => void stop());
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
