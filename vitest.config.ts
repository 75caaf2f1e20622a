import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
  serverProject('server', { TEST_DB_KIND: 'pglite' }),
  './apps/web/vitest.config.ts',

  {
    test: {
      name: 'e2e',
      root: './e2e',
      include: ['**/*.spec.ts'],
      environment: 'node',
      globalSetup: ['support/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.splice(2, 0, serverProject('server-pg', { TEST_DB_KIND: 'postgres' }));
}

export default defineConfig({ test: { projects } });
