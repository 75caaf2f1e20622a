import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_SITE_LINKS, INFO_PAGES, LIVE_ROOT_MARKER } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteSetting } from '../../modules/site-settings/site-settings';
import { createFan, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { injectPageMeta } from './web-app';

const APP_JS = `export const app = ${JSON.stringify('x'.repeat(2000))};`;
const SW_JS = `self.addEventListener('fetch', () => {}); // ${'-'.repeat(1500)}`;

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

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
    // What apps/web/build/precompress.ts writes beside each built file.
    for (const [file, body] of [
      ['assets/app-def456.js', APP_JS],
      ['sw.js', SW_JS],
    ] as const) {
      await fs.writeFile(path.join(dist, file), body);
      await fs.writeFile(path.join(dist, `${file}.br`), brotliCompressSync(body));
      await fs.writeFile(path.join(dist, `${file}.gz`), gzipSync(body));
    }
    // What apps/web/scripts/build.mjs writes for pre-rendered public pages.
    await fs.mkdir(path.join(dist, 'prerendered', 'auth'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'prerendered', 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Default" /><title>FHP</title></head><body><div id="root"><main><h1>Cheer louder.</h1></main></div></body></html>',
    );
    await fs.writeFile(
      path.join(dist, 'prerendered', 'home.html'),
      `<!doctype html><html><head><title>FHP</title></head><body><div id="root"><a class="c" href="${DEFAULT_SITE_LINKS.chatSite}" data-site-link="chatSite">Chat</a><a href="${DEFAULT_SITE_LINKS.chatVideo}" data-site-link="chatVideo">Chat video</a><a href="${DEFAULT_SITE_LINKS.introVideo}" data-site-link="introVideo">Video</a><a href="${DEFAULT_SITE_LINKS.chatSite}">Chat page</a></div></body></html>`,
    );
    await fs.writeFile(
      path.join(dist, 'prerendered', 'trending.html'),
      '<!doctype html><html><head><title>FHP</title></head><body><div id="root"><h1>Who is popular</h1></div></body></html>',
    );
    await fs.writeFile(
      path.join(dist, 'prerendered', 'auth', 'login.html'),
      '<!doctype html><html><head><title>FHP</title></head><body><div id="root"><h1>Sign in</h1></div></body></html>',
    );
    await fs.writeFile(
      path.join(dist, 'prerendered', 'manifest.json'),
      JSON.stringify({
        '/': 'prerendered/index.html',
        '/home': 'prerendered/home.html',
        '/trending': 'prerendered/trending.html',
        '/auth/login': 'prerendered/auth/login.html',
      }),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves the pre-rendered landing page at the root, with its meta, without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><main><h1>Cheer louder.</h1>');
    expect(res.body).toContain('<title>Support student athletes | FHP</title>');
  });

  it('serves a pre-rendered page whatever the case or trailing slash', async () => {
    for (const url of ['/trending', '/Trending/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>Who is popular</h1>');
      expect(res.body).toContain('<title>Trending | FHP</title>');
    }
  });

  it('serves the empty shell for a public page without a pre-rendered copy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pizza-money/athletes' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Pizza Money | FHP</title>');
  });

  it('serves the empty shell when a query may change the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trending?sport=Baseball&tab=group_chat',
    });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Who is popular');
    expect(res.body).toContain('<title>Trending | FHP</title>');
  });

  it('serves a pre-rendered page that has no public meta as it was built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>Sign in</h1>');
    expect(res.body).toContain('<title>FHP</title>');
  });

  it('serves the empty shell for a pre-rendered page asked with a query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login?redirect=%2Fadmin' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Sign in');
  });

  it('falls back to the empty shell for client-side routes', async () => {
    // With a live session: without one, a panel page sends the visitor to sign in.
    const { cookie } = await signedInUser(t.services.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/profile?tab=1',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('<h1>');
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

  describe('compression', () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ])(
      'sends a hashed asset as its precompressed copy (Accept-Encoding: %s)',
      async (accept, encoding) => {
        const res = await get('/assets/app-def456.js', accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toContain('javascript');
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 4);
        expect(decode(encoding, res.rawPayload)).toBe(APP_JS);
      },
    );

    it('sends the plain file to a client that accepts no compression', async () => {
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const res = await get('/assets/app-def456.js', accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.body).toBe(APP_JS);
      }
    });

    it('keeps the service worker fresh when compressed', async () => {
      const res = await get('/sw.js', 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode('br', res.rawPayload)).toBe(SW_JS);
    });

    it('still answers a missing asset with 404', async () => {
      const res = await get('/assets/missing-999.js', 'gzip, br');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    });

    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['*', 'br'],
    ])('compresses the HTML shell (Accept-Encoding: %s)', async (accept, encoding) => {
      const plain = await get('/seasonal-system');
      for (let i = 0; i < 2; i++) {
        const res = await get('/seasonal-system', accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(decode(encoding, res.rawPayload)).toBe(plain.body);
      }
      expect(plain.body).toContain('<title>SEASONAL BADGES &amp; VIEWS | FHP</title>');
    });

    it('sends the plain HTML shell without Accept-Encoding', async () => {
      const res = await get('/');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body).toContain('<div id="root">');
    });
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

  it("writes the operators' current site links into a pre-rendered page, that link only", async () => {
    // The defaults are the product's own pages, drawn as internal links marked with their key.
    expect(DEFAULT_SITE_LINKS.chatSite).toBe(DEFAULT_SITE_LINKS.chatVideo);
    const before = await t.app.inject({ method: 'GET', url: '/home' });
    expect(before.body).toContain(
      `<a class="c" href="${DEFAULT_SITE_LINKS.chatSite}" data-site-link="chatSite">`,
    );

    await writeSiteSetting(t.services.db, 'links', {
      chatSite: 'https://chat.example.org/start?a=1&b=2',
      introVideo: 'https://video.example.org/intro',
    });
    try {
      const after = await t.app.inject({
        method: 'GET',
        url: '/home',
        headers: { 'accept-encoding': 'br' },
      });
      const body = decode(after.headers['content-encoding'] as string, after.rawPayload);
      // An operator's address is another site: a new tab, as the web app draws it.
      expect(body).toContain(
        '<a class="c" href="https://chat.example.org/start?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" data-site-link="chatSite">',
      );
      expect(body).toContain('href="https://video.example.org/intro" target="_blank"');
      // The chat video shares the chat site's default path, and the page's own link to that
      // path is not a site link: both are left as they were.
      expect(body).toContain(
        `<a href="${DEFAULT_SITE_LINKS.chatVideo}" data-site-link="chatVideo">Chat video</a>`,
      );
      expect(body).toContain(`<a href="${DEFAULT_SITE_LINKS.chatSite}">Chat page</a>`);

      await writeSiteSetting(t.services.db, 'links', {
        introVideo: 'https://video.example.org/v2',
      });
      const again = await t.app.inject({ method: 'GET', url: '/home' });
      expect(again.body).toContain('href="https://video.example.org/v2"');
      expect(again.body).toContain(
        `<a class="c" href="${DEFAULT_SITE_LINKS.chatSite}" data-site-link="chatSite">`,
      );
    } finally {
      await writeSiteSetting(t.services.db, 'links', {});
    }
    const reset = await t.app.inject({ method: 'GET', url: '/home' });
    expect(reset.body).toBe(before.body);
  });

  it('leaves the shell untouched for panel routes', async () => {
    const { cookie } = await signedInUser(t.services.db);
    const res = await t.app.inject({ method: 'GET', url: '/admin/wallet', headers: { cookie } });
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

/** A page of a stand-in build: `root` is what its #root holds. */
const builtPage = (root: string) =>
  `<!doctype html><html><head><title>FHP</title></head><body><div id="root">${root}</div></body></html>`;

/**
 * What apps/web/scripts/build.mjs leaves, as a test gives it: files by path under dist, or, for
 * a path starting with `ssr/`, under dist-ssr beside it (the server bundle and its templates).
 */
async function writeBuild(files: Record<string, string>) {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
  for (const [name, text] of Object.entries(files)) {
    const file = name.startsWith('ssr/')
      ? path.join(`${dist}-ssr`, name.slice('ssr/'.length))
      : path.join(dist, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
  return {
    dist,
    async remove() {
      await fs.rm(dist, { recursive: true, force: true });
      await fs.rm(`${dist}-ssr`, { recursive: true, force: true });
    },
  };
}

describe('serving /home rendered with its current athletes', () => {
  let t: TestApp;
  let build: Awaited<ReturnType<typeof writeBuild>>;
  beforeAll(async () => {
    build = await writeBuild({
      'index.html': builtPage(''),
      'prerendered/home.html': builtPage('<p>Loading</p>'),
      'prerendered/manifest.json': JSON.stringify({ '/home': 'prerendered/home.html' }),
      // A stand-in for the server bundle that shows the data it was given.
      'ssr/entry-server.mjs': `export async function renderPage(pathname, data) {
        return { html: '<main>' + JSON.stringify(data) + '</main>', asksApi: false, dataScript: '<script type="application/json" id="fhp-live-data">[]</script>' };
      }`,
      'ssr/live/home.html': builtPage(LIVE_ROOT_MARKER),
      'ssr/live/manifest.json': JSON.stringify({ '/home': 'live/home.html' }),
    });
    t = await createTestApp({ env: { WEB_DIST_DIR: build.dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  it('renders what GET /api/home/athletes answers into the page, with the page meta', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/home/athletes' });
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<main>${api.body}</main>`);
    expect(res.body).toContain('<script type="application/json" id="fhp-live-data">');
    expect(res.body).toContain('og:title');
  });

  it('sends the shell for a URL with a query, as for every pre-rendered page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home?from=mail' });
    expect(res.body).not.toContain('<main>');
  });
});

describe("serving a signed-in athlete's panel page drawn with their data", () => {
  let t: TestApp;
  let build: Awaited<ReturnType<typeof writeBuild>>;
  const FRAME = '<p>frame</p>';
  beforeAll(async () => {
    build = await writeBuild({
      'index.html': builtPage(''),
      'prerendered/admin/profile.html': builtPage(FRAME),
      'prerendered/manifest.json': JSON.stringify({
        '/admin/profile': 'prerendered/admin/profile.html',
      }),
      // A stand-in for the server bundle that shows the answers it was given (an athlete's only).
      'ssr/entry-server.mjs': `export async function renderPanelPreview(pathname, answers) {
        if (answers['/api/me'].user.role !== 'athlete') return undefined;
        return {
          html: '<main>' + pathname + ' ' + answers['/api/me'].user.email + ' ' + answers['/api/profile'].firstName + '</main>',
          dataScript: '<script type="application/json" id="fhp-live-data">[]</script>',
        };
      }`,
      'ssr/panel/admin/profile.html': builtPage(LIVE_ROOT_MARKER),
      'ssr/panel/manifest.json': JSON.stringify({
        '/admin/profile': { file: 'panel/admin/profile.html', reads: ['/api/me', '/api/profile'] },
      }),
    });
    t = await createTestApp({ env: { WEB_DIST_DIR: build.dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  it('draws the page with what the API answers the athlete, for them alone and never cached', async () => {
    const { cookie } = await signedInUser(t.services.db, {
      email: 'preview.athlete@example.com',
      firstName: 'Prevy',
    });
    await signedInUser(t.services.db, { email: 'preview.someone@example.com', firstName: 'Else' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/profile',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<main>/admin/profile preview.athlete@example.com Prevy</main>');
    // Read with their session: another athlete's data is not theirs to see.
    expect(html).not.toContain('preview.someone@example.com');
    expect(html).not.toContain('Else');
    expect(html).toContain('<script type="application/json" id="fhp-live-data">');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    // Drawn at the address as written, where the browser's router hydrates it (a page's title
    // is read from it).
    const written = await t.app.inject({
      method: 'GET',
      url: '/admin/Profile',
      headers: { cookie },
    });
    expect(written.body).toContain('<main>/admin/Profile preview.athlete@example.com Prevy</main>');
  });

  it('sends a signed-in visitor of a sign-in or sign-up page on, before any script', async () => {
    const { cookie } = await signedInUser(t.services.db, { email: 'preview.signedin@example.com' });
    const cases = [
      ['/auth/login', '/admin/index'],
      ['/auth/Login/', '/admin/index'],
      ['/auth/login?redirect=/admin/wallet', '/admin/wallet'],
      ['/auth/login?redirect=//evil.example/x', '/admin/index'],
      ['/auth/register', '/admin/profile'],
    ] as const;
    for (const [url, target] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(target);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=ended` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('sends a signed-in fan on from the fan sign-in pages, and lets an athlete see them', async () => {
    const fan = await createFan(t.services.db, { email: 'preview.fan-login@example.com' });
    const fanCookie = await sessionCookie(t.services.db, fan.id);
    const cases = [
      ['/fan/login', '/fan/purchases'],
      ['/fan/login?redirect=/athletes/1001', '/athletes/1001'],
      ['/fan/sign-up', '/athletes'],
      ['/Fan/Sign-Up/', '/athletes'],
    ] as const;
    for (const [url, target] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: fanCookie } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(target);
    }
    // An athlete may sign in as a fan on purpose: the page is theirs to see.
    const { cookie } = await signedInUser(t.services.db, { email: 'preview.fan-page@example.com' });
    const athlete = await t.app.inject({ method: 'GET', url: '/fan/login', headers: { cookie } });
    expect(athlete.statusCode).toBe(200);
  });

  it('sends a visitor without a session cookie from a panel page to sign in, before any early API read', async () => {
    const cases = [
      ['/admin/profile', '/auth/login?redirect=%2Fadmin%2Fprofile'],
      ['/admin', '/auth/login?redirect=%2Fadmin'],
      ['/Admin/notifications', '/auth/login?redirect=%2FAdmin%2Fnotifications'],
      ['/admin/profile?tab=x', '/auth/login?redirect=%2Fadmin%2Fprofile%3Ftab%3Dx'],
    ] as const;
    for (const [url, target] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'other=1' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(target);
      // No frame: its start script would send the route's early reads, 401 without a session.
      expect(res.body).not.toContain('data-early');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    // Public pages are served as before.
    expect((await t.app.inject({ method: 'GET', url: '/administrators' })).statusCode).toBe(200);
  });

  it('sends a visitor whose cookie names an ended session from a panel page to sign in, and drops the cookie', async () => {
    // An athlete who signed out in another tab: the cookie is still sent, its session is gone.
    const { cookie } = await signedInUser(t.services.db, { email: 'preview.ended@example.com' });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    for (const visit of [cookie, `${SESSION_COOKIE}=ended`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/wallet',
        headers: { cookie: visit },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/login?redirect=%2Fadmin%2Fwallet');
      // No frame, whose early reads (/api/me, the prefetches) would answer 401 in the console.
      expect(res.body).not.toContain('data-early');
      expect(String(res.headers['set-cookie'])).toMatch(
        new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('sends the built page to a fan, and for a URL with a query', async () => {
    const fan = await createFan(t.services.db, { email: 'preview.fan@example.com' });
    const { cookie } = await signedInUser(t.services.db, { email: 'preview.other@example.com' });
    const visits = [
      { url: '/admin/profile', headers: { cookie: await sessionCookie(t.services.db, fan.id) } },
      { url: '/admin/profile?tab=x', headers: { cookie } },
    ];
    for (const visit of visits) {
      const res = await t.app.inject({ method: 'GET', ...visit });
      expect(res.statusCode, visit.url).toBe(200);
      // The frame, or for a URL with a query the shell, as for every pre-rendered page.
      expect(res.body, JSON.stringify(visit)).toContain(
        visit.url.includes('?') ? '<div id="root"></div>' : FRAME,
      );
      expect(res.body).not.toContain('<main>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
