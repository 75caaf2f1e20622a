import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteSnapshot, buildPostgresTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteSnapshotPath: string;
    postgresUrl: string;
  }
}

/** Prepares the database every server test file clones: once per run, not once per file. */
export default async function setup(project: TestProject) {
  const postgresUrl = project.name === 'server-pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (postgresUrl) {
    await buildPostgresTemplate(postgresUrl);
    project.provide('dbKind', 'postgres');
    project.provide('postgresUrl', postgresUrl);
    project.provide('pgliteSnapshotPath', '');
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-pglite-'));
  const snapshotPath = path.join(dir, 'snapshot.tar');
  const snapshot = await buildPgliteSnapshot();
  await fs.writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('dbKind', 'pglite');
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresUrl', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
