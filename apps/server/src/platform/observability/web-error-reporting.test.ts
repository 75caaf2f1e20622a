import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEB_DSN = 'https://publickey@errors.example.org/7';

async function fakeDist(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>FHP</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

describe('the web app with SENTRY_WEB_DSN', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeDist();
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, SENTRY_WEB_DSN: WEB_DSN },
      serveWeb: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('gives every page the DSN and lets it connect to the DSN host', async () => {
    // A panel page is served to a visitor with a live session (without one: sign in first).
    const { cookie } = await signedInUser(t.services.db);
    for (const url of ['/', '/home', '/admin/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<meta name="fhp-error-dsn" content="${WEB_DSN}" /></head>`);
      expect(res.headers['content-security-policy']).toMatch(
        /connect-src 'self' https:\/\/errors\.example\.org[;\s]/,
      );
    }
  });
});

describe('the web app without SENTRY_WEB_DSN', () => {
  it('gives pages no DSN and connects to this site only', async () => {
    const dist = await fakeDist();
    const t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.body).not.toContain('fhp-error-dsn');
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
