import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { POSTGRES_SUITES } from './apps/server/src/test/postgres-suites.ts';

const serverProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include,
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    env,
    // Files share a worker's modules instead of importing the app afresh each (about 4 s a
    // file): every file makes its own app and database, and none mocks a module.
    isolate: false,
    // A hang detector: beside the browser journeys a CPU-heavy test (image fixtures, argon2)
    // can take ten times its quiet-machine time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's default 1 s is shorter than a busy machine's event delivery.
    expect: { poll: { timeout: 10_000 } },
  },
});

// One run, every tier: `npm test` (scripts/test.mjs) adds the summary line CI reads.
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'domain',
      root: './packages/domain',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  serverProject('server', { TEST_DB_KIND: 'pglite' }, ['src/**/*.test.ts']),
  './apps/web/vitest.config.ts',

  {
    test: {
      name: 'e2e',
      root: './e2e',
      include: ['**/*.spec.ts'],
      environment: 'node',
      globalSetup: ['support/global-setup.ts'],
      // Spec files share a worker's imports (playwright, the support modules) instead of loading
      // them afresh each, about 3 s of CPU a file: no spec mocks a module, and the support
      // modules keep no state between files (useBrowser's state lives in each call).
      isolate: false,
      // Two spec files at a time against the one server and browser: each spec signs up its own
      // athletes or owns a slice of the demo data no other spec reads (e2e/README.md), and the
      // one journey that changes a demo athlete others list (gender) is in the spec that lists it.
      // A long journey (ten page loads, each checked by axe) takes 20 s alone and over 60 s on
      // this 2-core machine under load; a hung step still fails at its own 30 s timeout.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // expect.poll gives up after 1 s by default: a page that needs 2 s to render under load is
      // not a failure. A real miss still fails, after 10 s.
      expect: { poll: { timeout: 10_000, interval: 100 } },
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  // Only the files that need a real server (locks, concurrency, LISTEN/NOTIFY) and a
  // representative set: the rest already ran on PGlite, which is PostgreSQL too.
  projects.splice(2, 0, serverProject('server-pg', { TEST_DB_KIND: 'postgres' }, POSTGRES_SUITES));
}

// Two workers on this 2-core machine (Vitest's default leaves one core to itself and runs
// one file at a time): the test files wait on their databases as much as on the CPU.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
