import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';
import { createE2eDatabase, type E2eDatabase } from './e2e-database';
import { REPO_ROOT, removeDir, type ServerHandle, startServer, WEB_DIST_ENV } from './server';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The run's one Chromium, for playwright's connect() (useBrowser in support/browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * Builds the web app once into a private folder (so a concurrent `npm run build` in the tree
 * cannot swap the hashed assets under a running test), then starts one real server on a fresh
 * PGlite data folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set
 * (e2e-database.ts), and one Chromium for every spec. `E2E_SKIP_BUILD=true` serves the existing
 * apps/web/dist. Specs keep out of each other's way by their data: each changes only accounts it
 * signed up itself (support/accounts.ts) or the one slice of demo data it owns (see each spec's
 * header); only first-run.spec.ts starts a server of its own, because it tests a restart.
 */
function buildWebApp(): { dir: string; temporary: boolean } {
  if (process.env.E2E_SKIP_BUILD === 'true') {
    const dir = path.join(REPO_ROOT, 'apps/web/dist');
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      throw new Error(
        `E2E_SKIP_BUILD=true but ${dir}/index.html is missing: run npm run build first`,
      );
    }
    return { dir, temporary: false };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-e2e-web-'));
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@fhp/web', '--', '--outDir', dir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    removeDir(dir);
    throw new Error(
      `The web build failed (exit ${build.status}):\n${build.stdout ?? ''}\n${build.stderr ?? ''}`,
    );
  }
  console.log(`[e2e] web app built in ${Date.now() - started} ms`);
  return { dir, temporary: true };
}

export default async function setup(project: TestProject) {
  const web = buildWebApp();
  // Workers inherit the environment, so startServer() in a spec serves the same build.
  process.env[WEB_DIST_ENV] = web.dir;

  let server: ServerHandle | undefined;
  let browser: BrowserServer | undefined;
  let database: E2eDatabase | undefined;
  const teardown = async () => {
    await browser?.close();
    await server?.stop({ removeDataDir: true });
    await database?.drop();
    if (web.temporary) removeDir(web.dir);
  };
  try {
    database = await createE2eDatabase();
  } catch (error) {
    await teardown();
    throw error;
  }
  const [started, launched] = await Promise.allSettled([
    // The push journey's stand-in push service listens on loopback over http: the server
    // accepts such an endpoint only with this test-only switch (refused in production).
    startServer({
      webDistDir: web.dir,
      env: {
        PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    }),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (!server || !browser) {
    await teardown();
    throw started.status === 'rejected'
      ? started.reason
      : (launched as PromiseRejectedResult).reason;
  }
  console.log(
    `[e2e] server ready on ${server.baseUrl} (${database ? 'PostgreSQL' : 'PGlite'}) in ${server.startupMs} ms`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return teardown;
}
