import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptCounters } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  attemptCountersCleanup,
  pruneAttemptCounters,
  refundAttempts,
  takeAttempts,
  windowStartOf,
} from './attempt-counters';

const windowMs = 60_000;

describe('attempt counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countOf = async (scope: string, key: string) =>
    (
      await t.services.db
        .select({ count: attemptCounters.count })
        .from(attemptCounters)
        .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key)))
    ).reduce((sum, row) => sum + row.count, 0);

  it('lets max attempts through in a window, then refuses until the next window', async () => {
    const limit = { scope: 'test-a', key: 'k', max: 3, windowMs };
    const now = windowStartOf(Date.now(), windowMs).getTime() + 1_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await takeAttempts(t.services.db, [limit], now));
    expect(results.map((r) => r !== null)).toEqual([true, true, true, false, false]);
    expect(await countOf('test-a', 'k')).toBe(3);
    expect(await takeAttempts(t.services.db, [limit], now + windowMs)).not.toBeNull();
  });

  it('takes from every limit or from none', async () => {
    const wide = { scope: 'test-b', key: 'wide', max: 10, windowMs };
    const narrow = { scope: 'test-b', key: 'narrow', max: 1, windowMs };
    expect(await takeAttempts(t.services.db, [wide, narrow])).not.toBeNull();
    expect(await takeAttempts(t.services.db, [wide, narrow])).toBeNull();
    expect(await countOf('test-b', 'wide')).toBe(1);
  });

  it('gives an attempt back on refund', async () => {
    const limit = { scope: 'test-c', key: 'k', max: 1, windowMs };
    const ticket = await takeAttempts(t.services.db, [limit]);
    expect(ticket).not.toBeNull();
    await refundAttempts(t.services.db, ticket ?? []);
    expect(await takeAttempts(t.services.db, [limit])).not.toBeNull();
  });

  it('prunes the counters of ended windows and keeps the current ones', async () => {
    const limit = { scope: 'test-d', key: 'k', max: 5, windowMs };
    await takeAttempts(t.services.db, [limit], Date.now() - 3 * windowMs);
    await takeAttempts(t.services.db, [limit], Date.now() - 2 * windowMs);
    await takeAttempts(t.services.db, [limit]);
    expect(await countOf('test-d', 'k')).toBe(3);
    expect(await pruneAttemptCounters(t.services.db)).toBeGreaterThanOrEqual(2);
    expect(await countOf('test-d', 'k')).toBe(1);

    await takeAttempts(t.services.db, [limit], Date.now() - 2 * windowMs);
    await t.services.jobs.send(attemptCountersCleanup, {});
    expect(await t.services.jobs.drain()).toBe(1);
    expect(await countOf('test-d', 'k')).toBe(1);
  });
});
