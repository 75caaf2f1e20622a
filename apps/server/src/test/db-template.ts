import fs from 'node:fs/promises';
import { type Database, openPglite, openPostgres } from '../platform/db/database';
import { JobQueue } from '../platform/jobs/job-queue';
import { loadReferenceData } from '../seed/reference-data';

/** The migrated, reference-loaded database every test file starts from. */
// TEST_PG_TEMPLATE lets two checkouts run the PostgreSQL suites on one server at once.
export const PG_TEMPLATE_DB = process.env.TEST_PG_TEMPLATE ?? 'fhp_test_template';

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The job queue's tables and queues, created once here so no test app pays for it. */
async function installJobQueue(database: Database) {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = await JobQueue.open(database, log, { background: false, migrate: true });
  await jobs.stop();
}

/** PGlite: migrate once and dump the data folder; each test file loads the dump in memory. */
export async function buildPgliteSnapshot(): Promise<Blob> {
  const database = await openPglite();
  await database.migrate();
  await loadReferenceData(database.db);
  await installJobQueue(database);
  if (!database.pglite) throw new Error('expected an embedded database');
  // Last: it copies the rows the snapshot holds, so test workers can reset to them.
  await database.pglite.exec(
    await fs.readFile(new URL('./reusable-database.sql', import.meta.url), 'utf8'),
  );
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  return dump;
}

/** PostgreSQL: a template database; each test file gets `CREATE DATABASE ... TEMPLATE`. */
export async function buildPostgresTemplate(baseUrl: string): Promise<void> {
  const admin = await openPostgres(baseUrl, 1);
  try {
    await admin.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${PG_TEMPLATE_DB}' and pid <> pg_backend_pid()`,
    );
    await admin.pool.query(`drop database if exists ${PG_TEMPLATE_DB}`);
    await admin.pool.query(`create database ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.close();
  }
  const template = await openPostgres(databaseUrlFor(baseUrl, PG_TEMPLATE_DB), 1);
  try {
    await template.migrate();
    await loadReferenceData(template.db);
    await installJobQueue(template);
  } finally {
    await template.close();
  }
}
