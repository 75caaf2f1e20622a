import type { TAppEvent } from '@fhp/domain';
import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../events/event-bus';
import { SessionCache } from './session-cache';
import type { SessionRecord } from './sessions';

const HOUR = 3600_000;
const START = Date.parse('2026-11-26T08:00:00Z');

function record(userId: string, overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    sessionId: `hash-${userId}`,
    expiresAt: new Date(START + 24 * HOUR),
    lastSeenAt: new Date(START),
    user: {
      id: userId,
      email: `${userId}@example.com`,
      role: 'athlete',
      isManager: false,
      blocked: false,
      firstName: 'Jordan',
      lastName: 'Rivera',
      name: 'Jordan Rivera',
    },
    ...overrides,
  };
}

function setUp(lifetimeMs = 2000, idleMs = 72 * HOUR) {
  const clock = { now: START };
  const events = new InProcessEventBus();
  const cache = new SessionCache(events, lifetimeMs, idleMs, () => clock.now);
  return { clock, events, cache };
}

const ended: TAppEvent = { type: 'session.ended', data: {} };

describe('the session cache', () => {
  it('gives a remembered session back for its lifetime, then not', () => {
    const { clock, cache } = setUp(2000);
    cache.remember('token-a', record('u1'));
    clock.now += 1999;
    expect(cache.get('token-a')?.user.id).toBe('u1');
    clock.now += 1;
    expect(cache.get('token-a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session: its end and its idle limit bound the entry', () => {
    const { clock, cache } = setUp(60_000, HOUR);
    cache.remember('ending', record('u1', { expiresAt: new Date(START + 500) }));
    cache.remember('idle', record('u2', { lastSeenAt: new Date(START - HOUR + 700) }));
    clock.now += 500;
    expect(cache.get('ending')).toBeNull();
    expect(cache.get('idle')?.user.id).toBe('u2');
    clock.now += 200;
    expect(cache.get('idle')).toBeNull();
  });

  it("drops a user's sessions when their sessions end, in this process or another", async () => {
    const { events, cache } = setUp();
    cache.remember('phone', record('u1'));
    cache.remember('laptop', record('u1'));
    cache.remember('other', record('u2'));
    await events.publish('u1', ended);
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('laptop')).toBeNull();
    expect(cache.get('other')?.user.id).toBe('u2');
  });

  it('drops a user on request and keeps everyone else', () => {
    const { cache } = setUp();
    cache.remember('phone', record('u1'));
    cache.remember('other', record('u2'));
    cache.forgetUser('u1');
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('other')).not.toBeNull();
    expect(cache.size).toBe(1);
  });

  it('empties when the event bus comes back, and is not used while it reconnects', () => {
    let status: 'listening' | 'reconnecting' = 'listening';
    const listeners: ((userId: string | null, event: TAppEvent) => void)[] = [];
    const bus = {
      get status() {
        return status;
      },
      publish: async () => {},
      subscribe: () => () => {},
      subscribeEveryUser: (l: (userId: string | null, event: TAppEvent) => void) => {
        listeners.push(l);
        return () => {};
      },
      close: async () => {},
    };
    const pgCache = new SessionCache(bus, 2000, HOUR, () => START);
    pgCache.remember('a', record('u1'));
    status = 'reconnecting';
    expect(pgCache.get('a')).toBeNull();
    pgCache.remember('a', record('u1'));
    expect(pgCache.size).toBe(0);

    status = 'listening';
    pgCache.remember('a', record('u1'));
    for (const l of listeners) l(null, { type: 'events.resumed', data: {} });
    expect(pgCache.size).toBe(0);
  });

  it('keeps no blocked account and nothing at all with a lifetime of 0', () => {
    const { cache } = setUp();
    const blocked = record('u1');
    blocked.user.blocked = true;
    cache.remember('a', blocked);
    expect(cache.get('a')).toBeNull();

    const off = setUp(0).cache;
    expect(off.enabled).toBe(false);
    off.remember('a', record('u2'));
    expect(off.get('a')).toBeNull();
  });

  it('holds at most 10,000 sessions, letting the oldest go', () => {
    const { cache } = setUp();
    for (let i = 0; i <= 10_000; i++) cache.remember(`t${i}`, record(`u${i}`));
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0')).toBeNull();
    expect(cache.get('t10000')?.user.id).toBe('u10000');
  });

  it('stops listening when closed', async () => {
    const { events, cache } = setUp();
    cache.remember('a', record('u1'));
    cache.close();
    expect(cache.size).toBe(0);
    cache.remember('a', record('u1'));
    await events.publish('u1', ended);
    expect(cache.size).toBe(1);
  });
});
