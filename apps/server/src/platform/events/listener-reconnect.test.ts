import type { TAppEvent } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PgEventBus } from './pg-event-bus';

// The LISTEN connection of a real PostgreSQL server is cut, as a database restart would.
describe.runIf(inject('dbKind') === 'postgres')(
  'live events after the database drops the listener',
  () => {
    let t: TestApp;
    let bus: PgEventBus;
    beforeAll(async () => {
      t = await createTestApp();
      if (!t.database.pool) throw new Error('expected PostgreSQL');
      bus = new PgEventBus(t.database.pool, { warn: () => {} }, { minMs: 50, maxMs: 200 });
      await bus.start();
    });
    afterAll(async () => {
      await bus?.close();
      await t?.close();
    });

    const ready = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/ready' })).json() as { events: string };

    it('reconnects by itself and delivers again; readiness says so meanwhile', async () => {
      const received: TAppEvent[] = [];
      bus.subscribe('u1', (event) => received.push(event));
      // Cut every LISTEN connection of this database: the app's bus and ours.
      await t.database.pool?.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      // The app's bus waits its first reconnect delay (1 s) before it tries again: readiness
      // says so meanwhile. Ours (50 ms) may be back before a poll sees it, so it is not asked.
      await expect
        .poll(async () => (await ready()).events, { timeout: 3000, interval: 20 })
        .toBe('reconnecting');
      await eventually(() => bus.status === 'listening', 5000);
      await eventually(() => t.services.events.status === 'listening', 5000);
      expect((await ready()).events).toBe('listening');

      // The open subscription is told its gap lost events, then delivery works again.
      await eventually(() => received.some((event) => event.type === 'events.resumed'), 3000);
      await bus.publish('u1', { type: 'ping', data: {} });
      await eventually(() => received.some((event) => event.type === 'ping'), 3000);
    });
  },
);
