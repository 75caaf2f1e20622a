import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../platform/db/database';
import { databaseUrlFor, PG_TEMPLATE_DB } from './db-template';

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: PGlite in memory from the snapshot, or on
 * PostgreSQL a new database cloned from the template.
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
  const snapshot = await fs.readFile(inject('pgliteSnapshotPath'));
  const database = await openPglite({ loadDataDir: new Blob([snapshot]) });
  return { ...database, drop: () => database.close() };
}
