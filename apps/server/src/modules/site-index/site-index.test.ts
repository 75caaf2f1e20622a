import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://fhp.example.org';

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // With a built web app, whose fallback would otherwise answer these paths with index.html.
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: `${PUBLIC_URL}/` },
      serveWeb: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves robots.txt as text: the panel and the API disallowed, the sitemap named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<div id="root">');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(2);
  });

  it('serves the sitemap as XML listing every public page on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGE_PATHS.map((p) => `${PUBLIC_URL}${p}`));
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/Momentos`);
    expect(locs.some((l) => l?.includes('/admin') || l?.includes('/api'))).toBe(false);
  });

  it('still answers other paths with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots' });
    expect(res.headers['content-type']).toContain('text/html');
  });
});
