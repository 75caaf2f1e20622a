import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, removeDir, type ServerHandle, startServer, WEB_DIST_ENV } from './server';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
  }
}

/**
 * Builds the web app once into a private folder (so a concurrent `npm run build` in the tree
 * cannot swap the hashed assets under a running test), then starts one real server on a fresh
 * PGlite data folder for every spec. `E2E_SKIP_BUILD=true` serves the existing apps/web/dist.
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

  let server: ServerHandle;
  try {
    server = await startServer({ webDistDir: web.dir });
  } catch (error) {
    if (web.temporary) removeDir(web.dir);
    throw error;
  }
  console.log(`[e2e] server ready on ${server.baseUrl} in ${server.startupMs} ms`);
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop({ removeDataDir: true });
    if (web.temporary) removeDir(web.dir);
  };
}
