import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { makeRetriesDue } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openPglite, openPostgres } from '../db/database';
import type { JobDefinition } from './job-queue';
import type { JobSettings } from './job-settings';

const settings: JobSettings = {
  retryLimit: 3,
  retryDelay: 5,
  retryDelayMax: 600,
  expireInSeconds: 60,
};

/** A definition for a test-only queue, created on the app's database. */
async function testJob<T extends object>(
  t: TestApp,
  name: string,
  run: JobDefinition<T>['run'],
): Promise<JobDefinition<T>> {
  await t.services.jobs.ensureQueues({ [name]: settings });
  const definition: JobDefinition<T> = { name, run };
  t.services.jobs.register(t.services, [definition as JobDefinition<object>]);
  return definition;
}

/** The same database as another process would see it after this one stopped. */
async function reopen(database: TestDatabase): Promise<TestDatabase> {
  if (database.pglite) {
    const dump = await database.pglite.dumpDataDir('none');
    await database.close();
    const again = await openPglite({ loadDataDir: dump });
    return { ...again, drop: () => again.close() };
  }
  await database.pool?.end();
  const again = await openPostgres(database.url ?? '', 5);
  return { ...again, url: database.url, drop: database.drop };
}

describe('job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('retries a job that throws, waiting longer each time, until it succeeds', async () => {
    const contexts: { attempt: number; final: boolean }[] = [];
    const flaky = await testJob(t, 'test-flaky', async (_services, _data, context) => {
      contexts.push({ attempt: context.attempt, final: context.final });
      if (contexts.length < 3) throw new Error('not yet');
    });
    const id = await t.services.jobs.send(flaky, {});
    if (!id) throw new Error('not queued');
    const jobs = t.services.jobs;
    const state = async () => (await jobs.boss.findJobs('test-flaky', { id }))[0];

    let failedAt = Date.now();
    expect(await jobs.drain()).toBe(1);
    // pg-boss counts a retry when it starts it.
    expect(await state()).toMatchObject({ state: 'retry', retryCount: 0 });
    expect(await jobs.drain()).toBe(0);
    const [firstDue] = await makeRetriesDue(jobs, 'test-flaky');
    const firstWait = (firstDue?.getTime() ?? 0) - failedAt;
    // retryDelay 5 s, doubled per attempt with jitter: 5-10 s, then 10-20 s.
    expect(firstWait).toBeGreaterThanOrEqual(4_000);

    failedAt = Date.now();
    expect(await jobs.drain()).toBe(1);
    const [secondDue] = await makeRetriesDue(jobs, 'test-flaky');
    expect((secondDue?.getTime() ?? 0) - failedAt).toBeGreaterThanOrEqual(9_000);

    expect(await jobs.drain()).toBe(1);
    expect(await state()).toMatchObject({ state: 'completed', retryCount: 2 });
    expect(contexts).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: false },
    ]);
  });

  it('marks a job failed once its retries are spent', async () => {
    let runs = 0;
    const broken = await testJob(t, 'test-broken', async () => {
      runs += 1;
      throw new Error('always');
    });
    const id = await t.services.jobs.send(broken, {});
    for (let i = 0; i <= settings.retryLimit; i++) {
      await makeRetriesDue(t.services.jobs, 'test-broken');
      expect(await t.services.jobs.drain()).toBe(1);
    }
    expect(runs).toBe(settings.retryLimit + 1);
    const [job] = await t.services.jobs.boss.findJobs('test-broken', { id: id ?? '' });
    expect(job?.state).toBe('failed');
    expect(await t.services.jobs.drain()).toBe(0);
  });

  // Two more databases and a reload: PGlite needs a few seconds for each on a busy machine.
  it('keeps queued jobs across a restart', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const seen: number[] = [];
    const first = await createTestApp({ database });
    const echo = await testJob<{ n: number }>(first, 'test-echo', async (_s, data) => {
      seen.push(data.n);
    });
    await first.services.jobs.send(echo, { n: 1 });
    await first.services.jobs.send(echo, { n: 2 });
    await first.close();

    const restarted = await reopen(database);
    const second = await createTestApp({ database: restarted });
    try {
      await testJob(second, 'test-echo', echo.run);
      expect(seen).toEqual([]);
      expect(await second.services.jobs.drain()).toBe(2);
      expect(seen.sort()).toEqual([1, 2]);
    } finally {
      await second.close();
      await restarted.drop();
    }
  });
});

describe.skipIf(inject('dbKind') !== 'postgres')('job queue across processes', () => {
  it('runs each job exactly once when two servers work the same queue', {
    timeout: 90_000,
  }, async () => {
    const database = await createTestDatabase();
    const apps = [
      await createTestApp({ database, jobWorkers: true }),
      await createTestApp({ database, jobWorkers: true }),
    ];
    try {
      const runs: { n: number; by: number }[] = [];
      const definitions = await Promise.all(
        apps.map((app, by) =>
          testJob<{ n: number }>(app, 'test-once', async (services, data) => {
            // A round trip to the database, so both workers are busy at the same time.
            await services.database.ping();
            runs.push({ n: data.n, by });
          }),
        ),
      );
      const count = 30;
      for (let n = 0; n < count; n++)
        await apps[n % 2]?.services.jobs.send(definitions[0] as JobDefinition<{ n: number }>, {
          n,
        });
      await Promise.all(apps.map((app) => app.services.jobs.startWorkers()));
      const boss = apps[0]?.services.jobs.boss;
      await vi.waitFor(
        async () => {
          const jobs = (await boss?.findJobs('test-once')) ?? [];
          expect(jobs.map((j) => j.state)).toEqual(Array(count).fill('completed'));
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(runs).toHaveLength(count);
      expect(new Set(runs.map((r) => r.n)).size).toBe(count);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});
