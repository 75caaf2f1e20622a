import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Referenced from the root vitest projects; paths are relative to this folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
