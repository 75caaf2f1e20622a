import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../platform/db/database';
import { databaseUrlFor, PG_TEMPLATE_DB } from './db-template';

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: PGlite in memory from the snapshot (or one this
 * worker used before and reset to the snapshot's rows), or on PostgreSQL a new database cloned
 * from the template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'postgres') {
    const baseUrl = inject('postgresUrl');
    const name = `fhp_t_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(baseUrl, 1);
    await admin.pool.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.close();
    const url = databaseUrlFor(baseUrl, name);
    const database = await openPostgres(url, 10);
    return {
      ...database,
      url,
      async drop() {
        await database.close().catch(() => {});
        const cleanup = await openPostgres(baseUrl, 1);
        await cleanup.pool.query(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const database = idleEmbedded.pop() ?? (await openEmbedded());
  return { ...database, drop: () => reuseOrClose(database) };
}

/**
 * Embedded databases this worker has used and reset, for its next test file. Test files share a
 * worker's modules (isolate: false), so this outlives a file. Opening one from the snapshot costs
 * 1 s on a quiet machine and 5-30 s beside the browser journeys; a reset costs milliseconds.
 */
const idleEmbedded: Database[] = [];
/** More would only hold memory: a file rarely has more than two open at once. */
const MAX_IDLE_EMBEDDED = 2;
let snapshot: { path: string; blob: Blob } | undefined;

async function openEmbedded(): Promise<Database> {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (snapshot?.path !== snapshotPath) {
    snapshot = { path: snapshotPath, blob: new Blob([await fs.readFile(snapshotPath)]) };
  }
  const database = await openPglite({ loadDataDir: snapshot.blob });
  await database.pglite?.exec(`
    insert into test_support.sequences
    select format('%I.%I', schemaname, sequencename),
           coalesce(last_value, start_value), last_value is not null
      from pg_sequences where schemaname <> 'test_support'`);
  return database;
}

/**
 * Puts the database back as the snapshot had it (reusable-database.sql) and keeps it for the
 * next file; closes it instead when a test changed its schema or closed it.
 */
async function reuseOrClose(database: Database): Promise<void> {
  const pglite = database.pglite;
  if (!pglite || pglite.closed) return;
  try {
    // A failed test can leave a transaction open; outside one this only warns.
    await pglite.exec('rollback');
    const { rows } = await pglite.query<{ reset: boolean }>('select test_support.reset() as reset');
    await pglite.exec('reset all; unlisten *');
    if (rows[0]?.reset && idleEmbedded.length < MAX_IDLE_EMBEDDED) {
      idleEmbedded.push(database);
      return;
    }
  } catch {
    // Not reusable: closed below.
  }
  await database.close();
}
