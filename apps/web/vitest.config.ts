import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Referenced from the root vitest projects; paths are relative to this folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's modules (React, Mantine, the router: seconds to import each time).
    // Nothing a test leaves lives in a module: each render makes its own QueryClient and fetch
    // mock, and the setup file empties the DOM after every test.
    isolate: false,
    // A hang detector, not a speed check: on this 2-core machine shared with the other tiers (or
    // other work) a test needing 3 s of CPU can take 40 s of wall time; a passing test never
    // waits for it.
    testTimeout: 60_000,
  },
});
