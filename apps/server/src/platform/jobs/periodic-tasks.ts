import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { AppServices } from '../services';

/**
 * Work that repairs or tidies the database in the background (payment reconciliation, upload
 * clean-up). Each task runs once at start and then every `everyMs`; across several processes
 * on PostgreSQL only one runs it at a time (a session advisory lock on `lockKey`).
 */
export type PeriodicTask = {
  name: string;
  everyMs: number;
  /** Unique per task: the advisory lock that keeps two processes from running it together. */
  lockKey: number;
  run(services: AppServices): Promise<void>;
};

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock; returns false without running
 * it when another process holds the lock. PGlite serves one process only, so no lock is needed.
 */
export async function withAdvisoryLock(
  database: Database,
  lockKey: number,
  fn: () => Promise<void>,
): Promise<boolean> {
  if (!database.pool) {
    await fn();
    return true;
  }
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [lockKey],
    );
    if (!rows[0]?.locked) return false;
    try {
      await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {});
    }
    return true;
  } finally {
    client.release();
  }
}

/** Starts every task; `stop()` clears the timers and waits for runs in progress. */
export function startPeriodicTasks(
  services: AppServices,
  tasks: PeriodicTask[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runOnce = (task: PeriodicTask) => {
    if (stopped) return;
    const run = withAdvisoryLock(services.database, task.lockKey, () => task.run(services))
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, task: task.name }, 'periodic task failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };

  for (const task of tasks) {
    runOnce(task);
    const timer = setInterval(() => runOnce(task), task.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
