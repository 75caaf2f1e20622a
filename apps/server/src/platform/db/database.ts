import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
      await genericPools.get(pool)?.end();
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

const dialect = new PgDialect();

/**
 * Beside a pool, connections that always run a prepared statement on its generic plan
 * (plan_cache_mode = force_generic_plan), opened on first use and closed with the pool. Only for
 * statements whose best plan is the same whatever their parameters (queryPreparedRows).
 */
const genericPools = new WeakMap<pg.Pool, pg.Pool>();
function genericPoolOf(pool: pg.Pool): pg.Pool {
  let generic = genericPools.get(pool);
  if (!generic) {
    generic = new pg.Pool({
      ...pool.options,
      options: '-c plan_cache_mode=force_generic_plan',
      allowExitOnIdle: true,
    });
    generic.on('error', () => {});
    genericPools.set(pool, generic);
  }
  return generic;
}

/**
 * queryRows as a named prepared statement on PostgreSQL: parsed once per pool connection, where
 * db.execute parses and plans the text on every run. The name is derived from the text, so each
 * shape of a statement built at run time gets its own. With `generic`, it runs on connections
 * that plan it once (a generic plan): for a statement of index reads whose plan is the same for
 * any parameters, which PostgreSQL would otherwise plan again on every run because its custom
 * plans look cheaper (decisions 0040 and 0042). Elsewhere (PGlite, a transaction) it is
 * queryRows.
 */
export async function queryPreparedRows<T>(
  db: DbOrTx,
  prefix: string,
  query: ReturnType<typeof sql>,
  options: { generic?: boolean } = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const pool = options.generic ? genericPoolOf(client) : client;
  const result = await pool.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
