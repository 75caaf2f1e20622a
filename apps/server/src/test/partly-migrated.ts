import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { type Database, MIGRATIONS_DIR, openPglite, openPostgres } from '../platform/db/database';
import { databaseUrlFor } from './db-template';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before the migration named `…_<name>`. */
async function migrationsBefore(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as Journal;
  // Matched by name, not number: migration numbers change when branches are merged.
  const stop = journal.entries.findIndex((e) => e.tag.replace(/^\d+_/, '') === name);
  if (stop < 0) throw new Error(`no migration named ${name}`);
  journal.entries = journal.entries.slice(0, stop);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(database: Database, folder: string) {
  if (database.pool) await migratePg(drizzlePg(database.pool), { migrationsFolder: folder });
  else if (database.pglite)
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
}

/**
 * An empty database (no reference data) migrated up to, not including, the migration named
 * `name`, so a test can write rows in the old shape and then check what the migrations after
 * it make of them (`migrateRest`). PGlite in memory, or a new database on PostgreSQL.
 */
export async function openMigratedBefore(name: string) {
  const folder = await migrationsBefore(name);
  let database: Database;
  let dropDatabase = async () => {};
  if (inject('dbKind') === 'postgres') {
    const baseUrl = inject('postgresUrl');
    const dbName = `fhp_m_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(baseUrl, 1);
    await admin.pool.query(`create database ${dbName}`);
    await admin.close();
    database = await openPostgres(databaseUrlFor(baseUrl, dbName), 2);
    dropDatabase = async () => {
      const cleanup = await openPostgres(baseUrl, 1);
      await cleanup.pool.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.close();
    };
  } else {
    database = await openPglite();
  }
  await migrateFrom(database, folder);
  return {
    db: database.db,
    migrateRest: () => database.migrate(),
    async drop() {
      await database.close().catch(() => {});
      await dropDatabase();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
