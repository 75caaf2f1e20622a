import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { BACKGROUND_JOBS } from '../background-jobs';
import { captureHandlers } from '../capture-handlers';
import { type AppConfig, loadConfig } from '../platform/config';
import { type AppServices, createServices, type ServiceOverrides } from '../platform/services';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  services: AppServices;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
};

/**
 * The real app on its own database and upload folder, for `app.inject` tests. Pass
 * `database` to put a second instance on the same database (cross-process tests).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: ServiceOverrides;
    database?: TestDatabase;
    /** Extra routes in the API scope, with its hooks (for testing platform behaviour). */
    extraRoutes?: (app: FastifyInstance) => void;
    /** Serve the built web app from WEB_DIST_DIR (off by default: API tests do not need it). */
    serveWeb?: boolean;
    /** Write the app's logs (level info, the production serializers) to this stream. */
    logStream?: NodeJS.WritableStream;
    /** How long a request may take to arrive (the app's default is 60 s). */
    requestTimeoutMs?: number;
    /** How long a request body may stop arriving before its 408 (the app's default is 10 s). */
    bodyIdleTimeoutMs?: number;
    /** Sees every route as it is registered (the authorization matrix and the fuzz use it). */
    onRoute?: (route: RouteOptions) => void;
    /** Event streams' heartbeat and session re-check interval (the app's default is 25 s). */
    eventHeartbeatMs?: number;
    /**
     * Run job workers, maintenance and schedules like a server. Off by default: tests run the
     * queued jobs deterministically with `t.services.jobs.drain()`.
     */
    jobWorkers?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...options.env,
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  // The template database already holds the job queue's tables (db-template.ts).
  const services = await createServices(config, database, { warn: () => {} }, options.overrides, {
    background: options.jobWorkers ?? false,
    migrate: false,
  });
  services.captures.register(captureHandlers(services));
  services.jobs.register(services, BACKGROUND_JOBS);
  if (options.jobWorkers) await services.jobs.startWorkers();
  const app = await buildApp({
    services,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    serveWeb: options.serveWeb ?? false,
    onRoute: options.onRoute,
    eventHeartbeatMs: options.eventHeartbeatMs,
    requestTimeoutMs: options.requestTimeoutMs,
    bodyIdleTimeoutMs: options.bodyIdleTimeoutMs,
    apiRoutes: options.extraRoutes,
  });
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    async close() {
      await app.close();
      await services.jobs.stop();
      await services.events.close();
      await services.errors.close();
      if (ownsDatabase) await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
