import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../platform/db/database';
import { InProcessEventBus } from '../../platform/events/event-bus';
import { PgEventBus } from '../../platform/events/pg-event-bus';
import { publishToUser } from '../../platform/events/publish';
import { signedInUser } from '../../test/factories';
import { baseUrl, openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const onPostgres = inject('dbKind') === 'postgres';

/**
 * Two app instances on one database, as behind a load balancer. On PostgreSQL instance B
 * gets its own pool (its own LISTEN connection), as a second process would.
 */
describe('live events across app instances', () => {
  let a: TestApp;
  let b: TestApp;
  let secondPool: Database | undefined;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    if (onPostgres) {
      if (!a.database.url) throw new Error('a PostgreSQL test database has a url');
      secondPool = await openPostgres(a.database.url, 2);
      // createTestApp never drops a database it was given; A drops it, we end this pool.
      b = await createTestApp({
        database: { ...secondPool, url: a.database.url, drop: async () => {} },
      });
    } else {
      b = await createTestApp({ database: a.database });
    }
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await b?.close();
    await secondPool?.close();
    await a?.close();
  });

  const connectToB = async (cookie: string) => {
    const client = await openSse(`${baseUrl(b.app)}/api/events`, cookie);
    clients.push(client);
    await client.waitFor((block) => block.comments.includes('connected'));
    return client;
  };

  it.runIf(onPostgres)(
    'delivers an event published on instance A to a client of instance B',
    async () => {
      expect(a.services.events).toBeInstanceOf(PgEventBus);
      expect(b.services.database.pool).not.toBe(a.services.database.pool);
      const { user, cookie } = await signedInUser(a.services.db);
      const client = await connectToB(cookie);

      await publishToUser(a.services, user.id, 'wallet.changed', { id: 'r1' });

      const block = await client.waitFor((e) => e.event === 'wallet.changed');
      expect(JSON.parse(block.data ?? '')).toEqual({ id: 'r1' });
    },
  );

  it.runIf(onPostgres)(
    'ignores a malformed NOTIFY on the channel and delivers the next event',
    async () => {
      const { user, cookie } = await signedInUser(a.services.db);
      const client = await connectToB(cookie);
      const pool = a.services.database.pool;
      if (!pool) throw new Error('PostgreSQL has a pool');

      await pool.query(`select pg_notify('app_events', 'not json')`);
      await pool.query(`select pg_notify('app_events', $1)`, [
        JSON.stringify({ u: user.id, e: { type: 'bogus' } }),
      ]);
      await publishToUser(a.services, user.id, 'ping', { n: 1 });

      await client.waitFor((e) => e.event === 'ping');
      expect(client.blocks.filter((e) => e.event)).toHaveLength(1);
    },
  );

  it.runIf(onPostgres)(
    'rejects an event over the NOTIFY limit, and publishToUser swallows it',
    async () => {
      const big = { text: 'x'.repeat(8000) };
      await expect(a.services.events.publish('u', { type: 'ping', data: big })).rejects.toThrow(
        /too large/,
      );
      const warnings: unknown[] = [];
      await publishToUser(a.services, 'u', 'ping', big, { warn: (obj) => warnings.push(obj) });
      expect(warnings).toHaveLength(1);
    },
  );

  it.runIf(!onPostgres)(
    'on PGlite, delivers through the in-process bus of the same instance',
    async () => {
      expect(b.services.events).toBeInstanceOf(InProcessEventBus);
      const { user, cookie } = await signedInUser(b.services.db);
      const client = await connectToB(cookie);

      await publishToUser(b.services, user.id, 'wallet.changed', { id: 'r1' });

      const block = await client.waitFor((e) => e.event === 'wallet.changed');
      expect(JSON.parse(block.data ?? '')).toEqual({ id: 'r1' });
    },
  );
});
