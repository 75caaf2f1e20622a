import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Packages a server process loads only when it uses them (decision 0034): SMTP, Web Push, the
 * badge PDF, S3, error reporting (0045), metrics. The bundle hoists a static import of them, even
 * one reached only through a dynamic import of our own module, so the check reads the compiled
 * server, as `npm start` runs it.
 */
const LOADED_ON_USE = [
  'nodemailer',
  'web-push',
  'pdfkit',
  'qrcode',
  '@aws-sdk/client-s3',
  // Error reporting (SENTRY_DSN) and metrics (METRICS_TOKEN), decision 0045.
  '@sentry/node',
  'prom-client',
];

describe('the compiled server', () => {
  it('imports the packages it needs only on use when they are used, not at start', async () => {
    // Inside apps/server, as build-server.mjs asks (the e2e build uses the same folder).
    await fs.mkdir(path.join(serverDir, 'node_modules'), { recursive: true });
    const dir = await fs.mkdtemp(path.join(serverDir, 'node_modules', '.lazy-check-'));
    try {
      const outfile = path.join(dir, 'main.js');
      // @ts-expect-error: a JavaScript build script without type declarations
      const { buildServer } = await import('../../../../scripts/build-server.mjs');
      await buildServer(outfile);
      const bundle = await fs.readFile(outfile, 'utf8');
      const staticImports = [...bundle.matchAll(/^import [^;]*? from "([^"]+)";?$/gm)].map(
        (m) => m[1],
      );
      expect(staticImports).toContain('fastify');
      for (const name of LOADED_ON_USE) {
        expect(staticImports, name).not.toContain(name);
      }
      for (const name of [
        'nodemailer',
        'web-push',
        'pdfkit',
        'qrcode',
        '@sentry/node',
        'prom-client',
      ]) {
        expect(bundle, name).toContain(`import("${name}")`);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
