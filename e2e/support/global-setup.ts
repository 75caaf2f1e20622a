import fs from 'node:fs';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';
import { createE2eDatabase, type E2eDatabase } from './e2e-database';
import {
  beginEmbeddedFirstStart,
  embeddedFirstStart,
  type FirstStart,
  type FirstStarts,
  firstStartOnPostgres,
  removeFirstStart,
} from './first-start';
import {
  REPO_ROOT,
  SERVER_ENTRY_ENV,
  type ServerHandle,
  startServer,
  WEB_DIST_ENV,
} from './server';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The run's one Chromium, for playwright's connect() (useBrowser in support/browser.ts). */
    browserWsEndpoint: string;
    /** What the run's first starts left, for restarts on copies (first-start.ts, own-server.ts). */
    firstStarts: FirstStarts;
  }
}

type Built = { webDir: string; serverDir: string; serverEntry: string; ms: number };

/** Plain JavaScript, so `npm test` can use it before Vitest starts (a variable: no types needed). */
const artifactsModule = async () =>
  (await import(new URL('./artifacts.mjs', import.meta.url).href)) as {
    buildArtifacts: () => Promise<Built>;
    removeArtifacts: (built: { webDir: string; serverDir: string }) => void;
  };

/** The web app and the compiled server, built here or (E2E_PREBUILT) by `npm test` beforehand. */
type Artifacts = { webDir: string; serverDir?: string; serverEntry?: string; owned: boolean };

async function artifacts(): Promise<Artifacts> {
  if (process.env.E2E_SKIP_BUILD === 'true') {
    const dir = path.join(REPO_ROOT, 'apps/web/dist');
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      throw new Error(
        `E2E_SKIP_BUILD=true but ${dir}/index.html is missing: run npm run build first`,
      );
    }
    // The sources under tsx, as before the build existed.
    return { webDir: dir, owned: false };
  }
  if (process.env.E2E_PREBUILT === 'true') {
    const webDir = process.env[WEB_DIST_ENV];
    const serverEntry = process.env[SERVER_ENTRY_ENV];
    if (!webDir || !serverEntry)
      throw new Error(`E2E_PREBUILT needs ${WEB_DIST_ENV} and ${SERVER_ENTRY_ENV}`);
    return { webDir, serverEntry, owned: false };
  }
  const built = await (await artifactsModule()).buildArtifacts();
  console.log(`[e2e] web app and server built in ${built.ms} ms`);
  return { ...built, owned: true };
}

/**
 * Builds the web app and the server (support/artifacts.mjs) unless `npm test` did, then makes
 * the run's first starts (first-start.ts): a server started on a fresh PGlite data folder, and
 * with TEST_DATABASE_URL one on a fresh PostgreSQL database (e2e-database.ts), each stopped once
 * it has migrated and loaded the demo data. The one shared server restarts on a copy of the
 * first start (PostgreSQL when there is one: then the specs start while the embedded one is
 * still being made) from the compiled build; one Chromium serves every spec. `E2E_SKIP_BUILD=true` serves the existing apps/web/dist from the sources under tsx.
 * Specs keep out of each other's way by their data: each changes only accounts it signed up
 * itself (support/accounts.ts) or the one slice of demo data it owns (see each spec's header).
 * The few that need a server of their own (first-run.spec.ts tests a restart; two journeys'
 * purchases would show in the trending others count) restart on copies of a first start
 * (own-server.ts): a first start of each took 15-40 s of their time, a restart takes a few.
 */
export default async function setup(project: TestProject) {
  const built = await artifacts();
  // Workers inherit the environment, so startServer() in a spec serves the same build.
  process.env[WEB_DIST_ENV] = built.webDir;
  if (built.serverEntry) process.env[SERVER_ENTRY_ENV] = built.serverEntry;

  let server: ServerHandle | undefined;
  let browser: BrowserServer | undefined;
  let database: E2eDatabase | undefined;
  let postgresStart: { start: FirstStart; database: E2eDatabase } | undefined;
  // Begun at once; the shared server waits for it only when it runs on it (no PostgreSQL).
  const embedded = beginEmbeddedFirstStart({ webDistDir: built.webDir });
  const teardown = async () => {
    await browser?.close();
    await server?.stop({ removeDataDir: true });
    await database?.drop();
    await postgresStart?.database.drop();
    if (postgresStart) removeFirstStart(postgresStart.start);
    await embedded.done;
    removeFirstStart(embedded.info);
    if (built.owned && built.serverDir) {
      (await artifactsModule()).removeArtifacts({
        webDir: built.webDir,
        serverDir: built.serverDir,
      });
    }
  };

  const startedAt = Date.now();
  /** The shared server, on a copy of a first start: PostgreSQL's when there is one. */
  async function startShared(): Promise<ServerHandle> {
    postgresStart = await firstStartOnPostgres({ webDistDir: built.webDir });
    const from = postgresStart?.start ?? (await embeddedFirstStart(embedded.info));
    database = from.database ? await createE2eDatabase({ template: from.database }) : undefined;
    return startServer({
      webDistDir: built.webDir,
      copyOf: from.dataDir,
      env: {
        // The push journey's stand-in push service listens on loopback over http: the server
        // accepts such an endpoint only with this test-only switch (refused in production).
        PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
  }

  const [started, launched] = await Promise.allSettled([
    startShared(),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected' || !server || !browser) {
    await teardown();
    throw started.status === 'rejected'
      ? started.reason
      : (launched as PromiseRejectedResult).reason;
  }
  console.log(
    `[e2e] server ready on ${server.baseUrl} (${database ? 'PostgreSQL' : 'PGlite'}) in ${Date.now() - startedAt} ms, its first start included`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('firstStarts', {
    embedded: embedded.info,
    postgres: postgresStart?.start,
  });

  return teardown;
}
