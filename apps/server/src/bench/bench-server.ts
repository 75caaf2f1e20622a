import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverNodeFlags } from '../../../../scripts/server-node-flags.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/**
 * The app; bare Fastify with one route (the reference the app is measured against); and the
 * list's floor, bare Fastify running the list's query (floor-child.ts).
 */
const CHILDREN = {
  app: path.join(HERE, 'server-child.ts'),
  bare: path.join(HERE, 'bare-child.ts'),
  floor: path.join(HERE, 'floor-child.ts'),
};
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export type BenchServer = {
  url: string;
  pid: number;
  /** Resident set size of the server process in bytes. */
  rss(): Promise<number>;
  /** The server's own view (heap, external, ...), to explain its RSS. */
  memory(): Promise<NodeJS.MemoryUsage | null>;
  stop(): Promise<void>;
};

/**
 * Compiles a child as `npm start` compiles the server (scripts/build-server.mjs: one esbuild
 * bundle, npm packages external, our workspaces inlined), so the bench measures the JavaScript
 * that production runs, without a TypeScript loader in the process or its memory.
 */
async function compile(kind: keyof typeof CHILDREN): Promise<string> {
  // Beside the server's own build (ignored by git): the bundle's bare imports resolve from
  // there, and the server finds its package folder by walking up from it.
  const outfile = path.join(HERE, '../../dist/bench', `${kind}-child.js`);
  await build({
    entryPoints: [CHILDREN[kind]],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@fhp/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/** Forks a compiled child with `env` and waits until it listens. */
export async function startBenchServer(
  kind: keyof typeof CHILDREN,
  env: Record<string, string>,
): Promise<BenchServer> {
  const child = fork(await compile(kind), [], {
    // Not the bench's own flags: fork() passes them on by default, and the bench runs under tsx,
    // whose loader alone held 130-150 MB of the child's RSS, so the figure was tsx's, not ours.
    // The app and the floor run with npm start's flags (its heap ceiling), so their RSS compare;
    // BENCH_CPU_PROFILE_DIR=<dir> also writes the app's CPU profile there when it stops (open it
    // in Chrome's DevTools).
    execArgv:
      kind === 'floor'
        ? serverNodeFlags()
        : kind === 'app'
          ? [
              ...serverNodeFlags(),
              ...(process.env.BENCH_CPU_PROFILE_DIR
                ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
                : []),
            ]
          : [],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the bench server did not start in time'));
    }, START_TIMEOUT_MS);
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && m.port) {
        clearTimeout(timer);
        resolve(m.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited with code ${code} before listening`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    rss: () => readRss(child),
    memory: () => askMemory(child),
    stop: () => stopChild(child),
  };
}

/** /proc is read from outside, so sampling costs the server nothing; IPC where it is missing. */
async function readRss(child: ChildProcess): Promise<number> {
  try {
    const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux: ask the process itself.
  }
  return (await askMemory(child))?.rss ?? 0;
}

function askMemory(child: ChildProcess): Promise<NodeJS.MemoryUsage | null> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string; usage?: NodeJS.MemoryUsage }) => {
      if (m.type !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m.usage ?? null);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, 1000);
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'stop' });
  });
}
