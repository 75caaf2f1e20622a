import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INFO_PAGES } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectPageMeta } from './web-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Default" /><title>FHP</title></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at the root without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/profile?tab=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker fresh', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the dist folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('injects the title, description and Open Graph tags of a public info page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/seasonal-system?from=home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>SEASONAL BADGES &amp; VIEWS | FHP</title>');
    expect(res.body).toContain(
      `<meta name="description" content="${INFO_PAGES.seasonalSystem.description}" />`,
    );
    expect(res.body).toContain(
      '<meta property="og:title" content="SEASONAL BADGES &amp; VIEWS | FHP" />',
    );
    expect(res.body).not.toContain('content="Default"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root">');
  });

  it('matches public routes case-insensitively and below prefix routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/momentos' })).body).toContain(
      '<title>Mementos | FHP</title>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/pizza-money/athletes' })).body).toContain(
      '<title>Pizza Money | FHP</title>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/news-suggestions' })).body).toContain(
      '<title>News Suggestions | FHP</title>',
    );
  });

  it('leaves the shell untouched for panel routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/wallet' });
    expect(res.body).toContain('<title>FHP</title>');
    expect(res.body).toContain('content="Default"');
    expect(res.body).not.toContain('og:title');
  });

  it('escapes markup in injected text', () => {
    const html = injectPageMeta('<html><head><title>x</title></head></html>', {
      title: '<b>"A&B"</b>',
      description: '<script>',
    });
    expect(html).toContain('<title>&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt; | FHP</title>');
    expect(html).toContain('<meta name="description" content="&lt;script&gt;" />');
    expect(html).not.toContain('<script>');
  });
});
