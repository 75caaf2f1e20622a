import { inject } from 'vitest';
import { createE2eDatabase } from './e2e-database';
import { embeddedFirstStart } from './first-start';
import { type ServerHandle, startServer } from './server';

/**
 * A server of the calling spec's own, with the demo data, for a journey whose purchases other
 * specs would see on the shared server (trending lists the demo athletes alone). It restarts on a
 * copy of the run's first start (global-setup.ts, first-start.ts), as a second `npm start` on
 * the same install does: the same rows and files a first start of its own would load, in a few
 * seconds instead of 15-40. With `postgres` and TEST_DATABASE_URL, on a copy of the first
 * start's PostgreSQL database; else embedded. `stop()` also drops that copy.
 */
export async function startOwnServer(
  options: { postgres?: boolean; env?: Record<string, string> } = {},
): Promise<ServerHandle> {
  const starts = inject('firstStarts');
  const from =
    options.postgres && starts.postgres
      ? starts.postgres
      : await embeddedFirstStart(starts.embedded);
  const database = from.database ? await createE2eDatabase({ template: from.database }) : undefined;
  try {
    const server = await startServer({
      copyOf: from.dataDir,
      env: { ...(database ? { DATABASE_URL: database.url } : {}), ...options.env },
    });
    return {
      ...server,
      async stop(stopOptions) {
        try {
          await server.stop(stopOptions);
        } finally {
          await database?.drop();
        }
      },
    };
  } catch (error) {
    await database?.drop().catch(() => undefined);
    throw error;
  }
}
