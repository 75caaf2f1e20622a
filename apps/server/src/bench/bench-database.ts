import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../platform/db/database';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fhp_bench';

export type BenchTarget =
  | { kind: 'postgres'; url: string; serverEnv: Record<string, string> }
  | {
      kind: 'pglite';
      dataDir: string;
      serverEnv: Record<string, string>;
      cleanup(): Promise<void>;
    };

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Recreates the bench database (the bench owns it: it is dropped and filled from scratch), or,
 * with no url (the embedded run) or when PostgreSQL cannot be reached, a PGlite folder in the
 * temp directory. Only a local server is accepted, since the database is dropped.
 */
export async function prepareBenchTarget(
  url: string | null,
  log: (line: string) => void,
): Promise<BenchTarget> {
  if (url === null) return pgliteTarget();
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!LOCAL_HOSTS.has(parsed.hostname))
    throw new Error(`the bench only drops local databases, not ${parsed.hostname}`);
  if (!/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`unexpected bench database name "${name}"`);

  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: maintenance.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
  } catch (error) {
    log(`PostgreSQL unreachable (${(error as Error).message}); falling back to PGlite`);
    return pgliteTarget();
  }
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return { kind: 'postgres', url, serverEnv: { DATABASE_URL: url } };
}

async function pgliteTarget(): Promise<BenchTarget> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-bench-'));
  return {
    kind: 'pglite',
    dataDir: path.join(dir, 'pglite'),
    // loadConfig puts PGlite in DATA_DIR/pglite: the child opens the same folder.
    serverEnv: { DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** The bench's own connection; the server child opens its own pool. */
export function openBenchDatabase(target: BenchTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, 4)
    : openPglite({ dataDir: target.dataDir });
}
