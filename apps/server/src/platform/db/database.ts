import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from '../paths';
import { useDrizzleTextParsers, withInstanceParsers } from './pglite-text-parsers';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export { MIGRATIONS_DIR };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: used for LISTEN/NOTIFY and for the migration lock. */
  pool?: pg.Pool;
  pglite?: PGlite;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

// Keep bigint sums and counts as JS numbers: cents fit comfortably below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export async function openPostgres(
  url: string,
  poolSize = 10,
): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers, inside the server's own process: PGlite fills
 * them as it reads and WebAssembly memory never shrinks. 16 MB holds the hot pages of a newcomer's
 * or a small deployment's data; the rest comes from the operating system's file cache (PGlite
 * reads real files). `npm run bench -- --embedded` at 100k rows: RSS under load 424-487 MB with
 * the default, 306-337 MB with 16 MB, the same req/s.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // pg_trgm: the athlete directory's name search (migration 0021).
    extensions: { pg_trgm },
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  useDrizzleTextParsers(pglite);
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): Database {
  const db = drizzlePglite(withInstanceParsers(pglite) as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    async ping() {
      await pglite.query('select 1');
    },
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function openDatabase(config: {
  url?: string;
  poolSize: number;
  dataDir: string;
}): Promise<Database> {
  return config.url
    ? openPostgres(config.url, config.poolSize)
    : openPglite({ dataDir: config.dataDir });
}

/** Executes raw SQL and returns rows, on either driver. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
