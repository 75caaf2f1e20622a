import { EventEmitter } from 'node:events';
import type { TAppEvent } from '@fhp/domain';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { PgEventBus } from './pg-event-bus';

/** Stands in for the pool: the bus only needs connect() for LISTEN and query() for NOTIFY. */
function fakePool() {
  const client = Object.assign(new EventEmitter(), {
    query: vi.fn(async (_sql: string) => ({ rows: [] })),
    release: vi.fn(),
  });
  const pool = { connect: vi.fn(async () => client), query: vi.fn(async () => ({ rows: [] })) };
  const notify = (payload: string, channel = 'app_events') =>
    client.emit('notification', { channel, payload, processId: 1 });
  return { pool: pool as unknown as pg.Pool, poolQuery: pool.query, client, notify };
}

async function startedBus() {
  const fake = fakePool();
  const log = { warn: vi.fn() };
  const bus = new PgEventBus(fake.pool, log);
  await bus.start();
  return { ...fake, bus, log };
}

describe('PgEventBus', () => {
  it('listens on start and unlistens on close', async () => {
    const { bus, client } = await startedBus();
    expect(client.query).toHaveBeenCalledWith('LISTEN app_events');
    await bus.close();
    expect(client.query).toHaveBeenCalledWith('UNLISTEN app_events');
    expect(client.release).toHaveBeenCalled();
  });

  it('publishes a small event with pg_notify', async () => {
    const { bus, poolQuery } = await startedBus();
    await bus.publish('u1', { type: 'wallet.changed', data: { id: 'w1' } });
    expect(poolQuery).toHaveBeenCalledWith('select pg_notify($1, $2)', [
      'app_events',
      JSON.stringify({ u: 'u1', e: { type: 'wallet.changed', data: { id: 'w1' } } }),
    ]);
  });

  it('refuses a payload over the NOTIFY limit without sending it', async () => {
    const { bus, poolQuery } = await startedBus();
    const big: TAppEvent = { type: 'notification.created', data: { text: 'x'.repeat(8000) } };
    await expect(bus.publish('u1', big)).rejects.toThrow(/too large/);
    expect(poolQuery).not.toHaveBeenCalled();
  });

  it('counts the limit in bytes, not characters', async () => {
    const { bus, poolQuery } = await startedBus();
    // 4000 characters, 8000 bytes in UTF-8: PostgreSQL would reject it.
    const wide: TAppEvent = { type: 'notification.created', data: { text: 'é'.repeat(4000) } };
    await expect(bus.publish('u1', wide)).rejects.toThrow(/too large/);
    expect(poolQuery).not.toHaveBeenCalled();
  });

  it('ignores malformed notifications and keeps delivering', async () => {
    const { bus, notify, log } = await startedBus();
    const received: TAppEvent[] = [];
    bus.subscribe('u1', (event) => received.push(event));

    notify('not json');
    notify(JSON.stringify({ u: 'u1', e: { type: 'no-such-event', data: {} } }));
    notify(JSON.stringify({ u: 'u1', e: { type: 'wallet.changed', data: {} } }), 'other_channel');
    expect(received).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);

    notify(JSON.stringify({ u: 'u1', e: { type: 'wallet.changed', data: { id: 'w1' } } }));
    expect(received).toEqual([{ type: 'wallet.changed', data: { id: 'w1' } }]);
  });

  it('delivers only to the addressed user and forgets unsubscribed listeners', async () => {
    const { bus, notify } = await startedBus();
    const mine = vi.fn();
    const unsubscribe = bus.subscribe('u1', mine);
    bus.subscribe('u2', vi.fn());
    expect(bus.listenerCount()).toBe(2);

    notify(JSON.stringify({ u: 'u2', e: { type: 'ping', data: {} } }));
    expect(mine).not.toHaveBeenCalled();
    unsubscribe();
    expect(bus.listenerCount()).toBe(1);
    notify(JSON.stringify({ u: 'u1', e: { type: 'ping', data: {} } }));
    expect(mine).not.toHaveBeenCalled();
  });
});
