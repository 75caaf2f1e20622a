import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

/** The repository root and the e2e folder, whatever the working directory. */
export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');

/** Where global setup put the web build (set before the test workers start). */
export const WEB_DIST_ENV = 'E2E_WEB_DIST_DIR';
/** The server global setup compiled (scripts/build-server.mjs); absent, the sources run under tsx. */
export const SERVER_ENTRY_ENV = 'E2E_SERVER_ENTRY';
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
const MAX_OUTPUT_CHARS = 500_000;

/**
 * Variables the server reads that must not leak from the developer's shell into a test server:
 * without DATABASE_URL it uses PGlite in DATA_DIR, and no real SMTP, S3 or PayPal is touched.
 */
const SCRUBBED_ENV = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'TEST_DATABASE_URL',
  'HOST',
  'SEED_DEMO',
  'TRUST_PROXY',
  'STORAGE_DRIVER',
  'UPLOADS_DIR',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'PAYMENTS_PROVIDER',
  'PAYPAL_API_BASE',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PUSH_ALLOW_LOOPBACK_FOR_TESTS',
];

export type StartServerOptions = {
  /** Reuse a data folder (restart); a fresh temporary one when omitted. */
  dataDir?: string;
  /**
   * Start on a copy of this data folder, in a fresh temporary one: a restart of what another
   * server left there (first-start.ts), without touching it.
   */
  copyOf?: string;
  /** Extra or overriding environment for the server (LOG_LEVEL, SEED_DEMO, ...). */
  env?: Record<string, string>;
  /** The built web app to serve; defaults to the one global setup built. */
  webDistDir?: string;
  readyTimeoutMs?: number;
};

export type ServerHandle = {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** From spawn to the first successful GET /api/ready. */
  startupMs: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM (graceful: the database is closed), SIGKILL after a grace period. */
  stop: (options?: { removeDataDir?: boolean }) => Promise<void>;
};

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'fhp-e2e-data-'));
}

export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

// Servers still running when this process exits (a crash, Ctrl-C) are killed with it; one
// killed outright ends its servers through exit-with-parent.mjs.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server and waits until it is ready: the compiled one global setup built,
 * under plain node with `npm start`'s flags, else `tsx apps/server/src/main.ts`.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerHandle> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? makeDataDir();
  if (options.copyOf) fs.cpSync(options.copyOf, dataDir, { recursive: true });
  const webDistDir = options.webDistDir ?? process.env[WEB_DIST_ENV] ?? DEFAULT_WEB_DIST;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of SCRUBBED_ENV) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const startedAt = Date.now();
  const compiled = process.env[SERVER_ENTRY_ENV];
  const [command, args] = compiled
    ? [process.execPath, [...serverNodeFlags({}), compiled]]
    : [path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts']];
  // Through exit-with-parent.mjs, whose stdin this process holds: a runner killed outright
  // (no exit handler runs) closes it, and the server is killed with it.
  const child = spawn(process.execPath, [EXIT_WITH_PARENT, command, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so a stuck server (under tsx: tsx plus its node child) can be
    // killed whole.
    detached: true,
  });
  running.add(child);

  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > MAX_OUTPUT_CHARS) output = output.slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : 0);
      running.delete(child);
      resolve();
    });
  });

  const stop: ServerHandle['stop'] = async ({ removeDataDir = false } = {}) => {
    if (exitCode === undefined) {
      // Only the spawned process (exit-with-parent, like tsx, relays the signal to the server once).
      // A second SIGTERM to the whole group would kill the server in its graceful shutdown.
      child.kill('SIGTERM');
      const graceful = await Promise.race([
        exited.then(() => true),
        sleep(STOP_GRACE_MS).then(() => false),
      ]);
      if (!graceful) {
        killGroup(child, 'SIGKILL');
        await exited;
      }
    }
    if (removeDataDir) removeDir(dataDir);
  };

  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const deadline = startedAt + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      if (ownsDataDir) removeDir(dataDir);
      throw new Error(
        `The server exited (code ${exitCode}) before it was ready. Output:\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop({ removeDataDir: ownsDataDir });
      throw new Error(`The server was not ready within ${timeoutMs} ms. Output:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await Promise.race([exited, sleep(250)]);
  }

  return { baseUrl, port, dataDir, startupMs: Date.now() - startedAt, output: () => output, stop };
}
