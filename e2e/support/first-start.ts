import fs from 'node:fs';
import { createE2eDatabase, type E2eDatabase } from './e2e-database';
import { makeDataDir, removeDir, startServer } from './server';

/**
 * What a server's first start left once it stopped: its data folder (the embedded database and
 * the demo photos) and, on PostgreSQL, its database; and what the server said meanwhile.
 */
export type FirstStart = {
  dataDir: string;
  /** The PostgreSQL database the first start filled (a template for copies), if any. */
  database?: string;
  /** The server's output at LOG_LEVEL=info, from spawn to stop. */
  output: string;
};

/**
 * The run's first starts, made by global setup and given to the specs: the embedded one always
 * (first-run.spec.ts restarts on it; servers of a spec's own start on copies of it), the
 * PostgreSQL one with TEST_DATABASE_URL (the shared server and money-out run on copies of its
 * database). The embedded one may still be running when the specs start (when the shared server
 * is on PostgreSQL it does not wait for it): `marker` is the file written once it is done
 * (own-server.ts waits for it).
 */
export type FirstStarts = {
  embedded: { dataDir: string; marker: string };
  postgres?: FirstStart;
};

/** What the marker file holds: the first start, or why it failed. */
type Marker = { start: FirstStart } | { error: string };

/**
 * Starts a server on a fresh data folder (and, when `database`, on that fresh PostgreSQL
 * database), as `npm start` does on a new install: it migrates, loads the reference lists and the
 * demo data; waits until it answers ready, then stops it. Starting again on a copy of what it
 * left is a restart: a few seconds, where a first start takes 15-40 s on this machine.
 */
export async function firstStart(
  options: { dataDir?: string; database?: E2eDatabase; webDistDir?: string } = {},
): Promise<FirstStart> {
  const server = await startServer({
    dataDir: options.dataDir,
    webDistDir: options.webDistDir,
    // info, so the server says what it loaded (first-run.spec.ts reads it).
    env: { LOG_LEVEL: 'info', ...(options.database ? { DATABASE_URL: options.database.url } : {}) },
    // It loads the whole demo marketplace: on a busy machine that alone can take a minute.
    readyTimeoutMs: 240_000,
  });
  try {
    await server.stop();
  } catch (error) {
    if (!options.dataDir) removeDir(server.dataDir);
    throw error;
  }
  return { dataDir: server.dataDir, database: options.database?.name, output: server.output() };
}

/** A first start on a fresh PostgreSQL database (TEST_DATABASE_URL), or undefined without one. */
export async function firstStartOnPostgres(
  options: { webDistDir?: string } = {},
): Promise<{ start: FirstStart; database: E2eDatabase } | undefined> {
  const database = await createE2eDatabase();
  if (!database) return undefined;
  try {
    return { start: await firstStart({ ...options, database }), database };
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/**
 * The embedded first start, begun now: its folder and marker at once, `done` when it is made
 * (the marker is written then, with the start or the error; `done` never rejects).
 */
export function beginEmbeddedFirstStart(options: { webDistDir?: string } = {}): {
  info: FirstStarts['embedded'];
  done: Promise<FirstStart | undefined>;
} {
  const dataDir = makeDataDir();
  const marker = `${dataDir}.first-start.json`;
  const write = (content: Marker) => fs.writeFileSync(marker, JSON.stringify(content));
  const done = firstStart({ dataDir, webDistDir: options.webDistDir }).then(
    (start) => {
      write({ start });
      return start;
    },
    (error: unknown) => {
      write({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      return undefined;
    },
  );
  return { info: { dataDir, marker }, done };
}

/** Waits (polling its marker) until the embedded first start is made; throws if it failed. */
export async function embeddedFirstStart(
  info: FirstStarts['embedded'],
  timeoutMs = 300_000,
): Promise<FirstStart> {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(info.marker)) {
    if (Date.now() > deadline)
      throw new Error(`The embedded first start was not made within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const marker = JSON.parse(fs.readFileSync(info.marker, 'utf8')) as Marker;
  if ('error' in marker) throw new Error(`The embedded first start failed: ${marker.error}`);
  return marker.start;
}

/** Removes what the first starts left (folders, markers). */
export function removeFirstStart(info: FirstStarts['embedded'] | FirstStart) {
  removeDir(info.dataDir);
  if ('marker' in info) fs.rmSync(info.marker, { force: true });
}
