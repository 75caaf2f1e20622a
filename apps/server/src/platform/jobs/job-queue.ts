import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss';
import type { Database, DbOrTx } from '../db/database';
import { withOwnParsers } from '../db/pglite-text-parsers';
import type { AppServices } from '../services';
import {
  JOB_SETTINGS,
  type JobName,
  type JobSettings,
  SHUTDOWN_GRACE_MS,
  WORKER_BATCH,
  WORKER_POLLING_SECONDS,
} from './job-settings';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type JobContext = {
  log: JobLog;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this run fails. */
  final: boolean;
};

/** A kind of background work: its queue's name (settings in JOB_SETTINGS) and what one job does. */
export type JobDefinition<T extends object = Record<string, never>> = {
  name: JobName | (string & {});
  run(services: AppServices, data: T, context: JobContext): Promise<void>;
};

export const defineJob = <T extends object = Record<string, never>>(
  name: JobName,
  run: JobDefinition<T>['run'],
): JobDefinition<T> => ({ name, run });

export type JobQueueOptions = {
  /**
   * Runs pg-boss's maintenance (expiring stuck jobs, deleting old ones) and the schedules: what
   * a server does. Tests and tools only enqueue and run jobs themselves.
   */
  background: boolean;
  /** Creates or upgrades pg-boss's tables (schema `pgboss`) at start. */
  migrate: boolean;
};

/**
 * node-postgres under pg-boss: a statement without parameters may be several statements in one
 * string, whose results come back as an array; pg-boss wants the rows of all of them.
 */
function poolAdapter(pool: pg.Pool): BossDb {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows };
    },
  };
}

const queueOptions = (s: JobSettings) => ({
  retryLimit: s.retryLimit,
  retryDelay: s.retryDelay,
  retryBackoff: true,
  retryDelayMax: s.retryDelayMax,
  expireInSeconds: s.expireInSeconds,
});

/**
 * Background jobs on the database the app already uses (pg-boss; see decision 0019): a job is a
 * row, so it survives restarts, is claimed by one process only (SKIP LOCKED), and a failure is
 * retried with backoff per JOB_SETTINGS. A job can be written in the caller's transaction, so
 * it exists exactly when the work that asked for it committed.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobDefinition<object>>();
  private readonly working = new Set<string>();
  private services: AppServices | null = null;

  private constructor(
    /** The pg-boss instance, for tests and operator tools that inspect jobs. */
    readonly boss: PgBoss,
    private readonly log: JobLog,
  ) {}

  static async open(database: Database, log: JobLog, options: JobQueueOptions) {
    let db: BossDb;
    // Its own parsers: the instance's are drizzle's (dates and timestamps as text).
    if (database.pglite) db = fromPglite(withOwnParsers(database.pglite));
    else if (database.pool) db = poolAdapter(database.pool);
    else throw new Error('the job queue needs PGlite or a PostgreSQL pool');
    const boss = new PgBoss({
      db,
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      migrate: options.migrate,
      supervise: options.background,
      schedule: options.background,
      registerInstance: options.background,
      openTelemetry: { enabled: false },
    });
    // An EventEmitter's 'error' with no listener would throw and end the process.
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    const queue = new JobQueue(boss, log);
    await queue.ensureQueues(JOB_SETTINGS);
    if (options.background) await queue.ensureSchedules();
    return queue;
  }

  /** Creates the queues that are missing and applies changed settings to the others. */
  async ensureQueues(settings: Record<string, JobSettings>): Promise<void> {
    const existing = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
    for (const [name, s] of Object.entries(settings)) {
      const wanted = queueOptions(s);
      const queue = existing.get(name);
      if (!queue) {
        await this.boss.createQueue(name, {
          ...wanted,
          policy: s.schedule ? 'stately' : 'standard',
        });
      } else if (
        (Object.keys(wanted) as (keyof typeof wanted)[]).some((k) => queue[k] !== wanted[k])
      ) {
        await this.boss.updateQueue(name, wanted);
      }
    }
  }

  /** Cron schedules from JOB_SETTINGS; one pass across all processes sends each due job once. */
  private async ensureSchedules(): Promise<void> {
    const settings: Record<string, JobSettings> = JOB_SETTINGS;
    for (const [name, s] of Object.entries(settings)) {
      if (s.schedule) await this.boss.schedule(name, s.schedule, {}, { tz: 'UTC' });
    }
    for (const schedule of await this.boss.getSchedules()) {
      if (!settings[schedule.name]?.schedule)
        await this.boss.unschedule(schedule.name, schedule.key);
    }
  }

  /** What each job does. Call once the services exist (they are what handlers receive). */
  register(services: AppServices, definitions: JobDefinition<object>[]): void {
    this.services = services;
    for (const d of definitions) this.handlers.set(d.name, d);
  }

  /**
   * Polls every registered queue in this process. Jobs of one queue run one after another, taken
   * up to WORKER_BATCH at a time; while batches come back full the worker fetches again at once
   * (a fan-out of many e-mails does not wait a polling interval per mail). Each job succeeds or
   * fails (and is retried) on its own.
   */
  async startWorkers(): Promise<void> {
    const settings: Record<string, JobSettings> = JOB_SETTINGS;
    for (const name of this.handlers.keys()) {
      if (this.working.has(name)) continue;
      this.working.add(name);
      await this.boss.work(
        name,
        {
          batchSize: WORKER_BATCH,
          burstWhenBatchFull: true,
          includeMetadata: true,
          perJobResults: true,
          pollingIntervalSeconds: settings[name]?.schedule
            ? WORKER_POLLING_SECONDS.scheduled
            : WORKER_POLLING_SECONDS.requested,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await this.runOne(job as JobWithMetadata<object>);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              results.push({ id: job.id, status: 'failed', output: { message } });
            }
          }
          return results;
        },
      );
    }
  }

  /**
   * Queues a job. Pass the caller's transaction as `db` to write the job with the rows it is
   * about: it runs only if they commit; `startAfter` makes it due later. Null when the queue already holds one (scheduled queues).
   */
  async send<T extends object>(
    job: JobDefinition<T>,
    data: T,
    options: { db?: DbOrTx; startAfter?: Date } = {},
  ): Promise<string | null> {
    // Drizzle's `execute` answers `{ rows }` on both drivers; its type only says unknown.
    const db = options.db as unknown as DrizzleTransactionLike | undefined;
    return this.boss.send(job.name, data, {
      ...(db ? { db: fromDrizzle(db, sql) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  /**
   * Runs every due job of the registered queues here and now, including jobs those jobs queue,
   * until none is due; a failure is recorded like a worker's (retry with backoff). For tests and
   * tools: deterministic, no polling. Returns how many jobs ran.
   */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      let found = 0;
      for (const name of this.handlers.keys()) {
        const jobs = await this.boss.fetch<object>(name, { batchSize: 50, includeMetadata: true });
        for (const job of jobs) {
          found += 1;
          try {
            await this.runOne(job);
            await this.boss.complete(name, job.id);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await this.boss.fail(name, job.id, { message });
          }
        }
      }
      ran += found;
      if (found === 0) return ran;
    }
  }

  private async runOne(job: JobWithMetadata<object>): Promise<void> {
    const definition = this.handlers.get(job.name);
    if (!definition || !this.services) throw new Error(`no handler for job ${job.name}`);
    const context: JobContext = {
      log: this.log,
      attempt: job.retryCount + 1,
      final: job.retryCount >= job.retryLimit,
    };
    try {
      await definition.run(this.services, job.data, context);
    } catch (error) {
      this.log.warn(
        {
          err: error,
          job: job.name,
          jobId: job.id,
          attempt: context.attempt,
          final: context.final,
        },
        'background job failed',
      );
      // A failure that will be retried is the queue doing its work; one that is final is news.
      if (context.final) {
        this.services.errors.report(error, {
          job: { name: job.name, id: job.id, attempt: context.attempt },
        });
      }
      throw error;
    }
  }

  /** Stops polling; jobs in progress get SHUTDOWN_GRACE_MS to finish, then are retried later. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: SHUTDOWN_GRACE_MS });
  }
}
