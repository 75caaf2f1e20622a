import { PAGE_SIZE } from '@fhp/domain';
import Fastify from 'fastify';
import { listNotifications } from '../modules/notifications/service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { answerBench } from './child-protocol';

/**
 * The list's floor: bare Fastify (no logger, no plugins, no hooks) with one route that runs the
 * app's own page query (`listNotifications`, the same prepared statement) for a fixed athlete
 * and sends the page as plain JSON. No session, no response check, no compression. It is what
 * any server that reads the list from the database per request costs at least on this machine,
 * so the app's list is judged beside it as well as beside bare Fastify's hello route. It opens
 * the database as the app does (loadConfig: PostgreSQL's pool, or PGlite with the app's options
 * in a copy of the bench's folder), so its RSS is the embedded database's floor too.
 */
const userId = process.env.BENCH_USER_ID;
if (!userId) throw new Error('BENCH_USER_ID is not set');
const database = await openDatabase(loadConfig().database);

const app = Fastify({ logger: false });
app.get('/list', () =>
  listNotifications(database.db, userId, { tab: 'unread', cursor: null, limit: PAGE_SIZE }),
);
await app.listen({ port: 0, host: '127.0.0.1' });

answerBench(app, async () => {
  await app.close();
  await database.close();
});
