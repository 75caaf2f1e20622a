import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type E2eDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * With TEST_DATABASE_URL (CI and this machine) the shared journey server runs on a fresh
 * PostgreSQL database instead of embedded PGlite: PGlite runs every statement on the server's
 * own event loop, so two specs' page loads queue behind each other's queries, and the journeys
 * were the run's long pole. The newcomer's embedded path keeps its own journey
 * (platform/first-run.spec.ts starts a server without a database URL), and every server test
 * file runs on PGlite. Without TEST_DATABASE_URL, nothing changes: PGlite in a data folder.
 * With `template`, the new database is a copy of that one (a stopped server's first start,
 * global-setup.ts): connections left to it are ended first, as PostgreSQL copies only a
 * database nobody is connected to.
 */
export async function createE2eDatabase(
  options: { template?: string } = {},
): Promise<E2eDatabase | undefined> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return undefined;
  const name = `fhp_e2e_${randomBytes(5).toString('hex')}`;
  const { template } = options;
  await withClient(baseUrl, async (client) => {
    if (template) {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [template],
      );
    }
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(baseUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
