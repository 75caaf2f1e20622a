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

describe('PgEventBus when the database goes away', () => {
  it('reconnects with growing delays for as long as it takes, logging each failure', async () => {
    vi.useFakeTimers();
    try {
      // A pool that hands out a new connection each time, as pg does.
      const clients: EventEmitter[] = [];
      const newClient = () => {
        const c = Object.assign(new EventEmitter(), {
          query: vi.fn(async () => ({ rows: [] })),
          release: vi.fn(),
        });
        clients.push(c);
        return c;
      };
      const connect = vi.fn(async () => newClient());
      const pool = { connect, query: vi.fn() } as unknown as pg.Pool;
      const log = { warn: vi.fn() };
      const bus = new PgEventBus(pool, log, { minMs: 100, maxMs: 400 });
      await bus.start();
      expect(bus.status).toBe('listening');
      const resumed: TAppEvent[] = [];
      bus.subscribe('open-stream', (event) => resumed.push(event));

      // The connection drops, and the database refuses the next four attempts.
      for (let i = 0; i < 4; i++) connect.mockRejectedValueOnce(new Error('ECONNREFUSED'));
      clients[0]?.emit('error', new Error('terminating connection'));
      expect(bus.status).toBe('reconnecting');
      expect(connect).toHaveBeenCalledTimes(1);

      // Attempts at 100, +200, +400, +400 (capped) ms fail; the fifth, 400 ms later, works.
      for (const [wait, attempts] of [
        [100, 2],
        [200, 3],
        [400, 4],
        [399, 4],
        [1, 5],
        [400, 6],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait);
        expect(connect).toHaveBeenCalledTimes(attempts);
      }
      expect(bus.status).toBe('listening');
      const messages = log.warn.mock.calls.map((call) => call[1]);
      expect(
        messages.filter((m) => m === 'event listener could not reconnect; trying again'),
      ).toHaveLength(4);
      expect(messages).toContain('event listener reconnected');

      // Streams open during the gap are told to refresh, since its events are lost.
      expect(resumed.map((event) => event.type)).toEqual(['events.resumed']);

      // Delivery works again on the new connection, and only there.
      const received: TAppEvent[] = [];
      bus.subscribe('u1', (event) => received.push(event));
      const ping = {
        channel: 'app_events',
        payload: JSON.stringify({ u: 'u1', e: { type: 'ping', data: {} } }),
      };
      clients[0]?.emit('notification', ping);
      expect(received).toHaveLength(0);
      clients.at(-1)?.emit('notification', ping);
      expect(received).toHaveLength(1);
      await bus.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops trying once closed', async () => {
    vi.useFakeTimers();
    try {
      const { pool, client } = fakePool();
      const connect = pool.connect as unknown as ReturnType<typeof vi.fn>;
      const bus = new PgEventBus(pool, { warn: vi.fn() }, { minMs: 100, maxMs: 400 });
      await bus.start();
      client.emit('error', new Error('gone'));
      await bus.close();
      await vi.advanceTimersByTimeAsync(2000);
      expect(connect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
