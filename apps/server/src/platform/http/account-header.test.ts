import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ACCOUNT_NAME_MARKER, LIVE_ROOT_MARKER } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, seasonalBadges } from '../../db/schema';
import { createFan, createUser, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteSession } from '../auth/sessions';

/**
 * The public header of a pre-rendered page as a signed-in fan or athlete sees it (decision 0051),
 * and an athlete's page rendered with its offers and share card. The build's parts are stand-ins
 * written as apps/web/scripts/build.mjs lays them out; the build itself checks that the real
 * pages hold the signed-out header it renders, and the e2e journey that the app hydrates it.
 */
const SIGNED_OUT =
  '<header><a href="/fan/login">Fan sign in</a><a href="/auth/login">Athlete sign in</a></header>';
const signedIn = (area: string) =>
  `<header><a href="${area}" aria-label="${ACCOUNT_NAME_MARKER}, area">${ACCOUNT_NAME_MARKER}</a><button type="button">Sign out</button></header>`;
const page = (root: string) =>
  `<!doctype html><html><head><title>FHP</title></head><body><div id="root">${SIGNED_OUT}${root}</div></body></html>`;
const DATA_BLOCK = '<script type="application/json" id="fhp-live-data">';

/** The page's data block, parsed. */
function dataOf(html: string): { key: unknown[]; data: unknown; at: number }[] {
  const start = html.indexOf(DATA_BLOCK);
  if (start === -1) return [];
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + DATA_BLOCK.length, end));
}

describe('the public header of a signed-in visitor, and athlete pages with their offers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-dist-'));
    const files: Record<string, string> = {
      'index.html':
        '<!doctype html><html><head><title>FHP</title></head><body><div id="root"></div></body></html>',
      'prerendered/about.html': page('<h1>About</h1>'),
      'prerendered/index.html': page('').replace(SIGNED_OUT, '<main>Splash</main>'),
      'prerendered/home.html': page('<p>Loading</p>'),
      'prerendered/manifest.json': JSON.stringify({
        '/': 'prerendered/index.html',
        '/about': 'prerendered/about.html',
        '/home': 'prerendered/home.html',
      }),
      // A stand-in for the server bundle: the page's data in its markup and its data block.
      'ssr/entry-server.mjs': `export async function renderPage(pathname, data) {
        const key = pathname === '/home' ? ['home'] : ['athlete-page', data.athleteNumber];
        const block = JSON.stringify([{ key, data, at: 1 }]).replace(/</g, '\\\\u003c');
        return {
          html: '<main>' + JSON.stringify(data).replace(/</g, '&lt;') + '</main>',
          asksApi: false,
          dataScript: '<script type="application/json" id="fhp-live-data">' + block + '</script>',
        };
      }`,
      'ssr/live/home.html': page(LIVE_ROOT_MARKER),
      'ssr/live/athletes/_athleteNumber.html': page(LIVE_ROOT_MARKER),
      'ssr/live/manifest.json': JSON.stringify({
        '/home': 'live/home.html',
        '/athletes/:athletenumber': 'live/athletes/_athleteNumber.html',
      }),
      'ssr/account-headers.json': JSON.stringify({
        signedOut: SIGNED_OUT,
        fan: signedIn('/fan/purchases'),
        other: signedIn('/admin/index'),
        meKey: ['me'],
      }),
    };
    for (const [name, text] of Object.entries(files)) {
      const file = name.startsWith('ssr/')
        ? path.join(`${dist}-ssr`, name.slice('ssr/'.length))
        : path.join(dist, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
    }
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://fhp.test' },
      serveWeb: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
    await fs.rm(`${dist}-ssr`, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("shows a signed-in fan's escaped name, their area and Sign out, for them alone", async () => {
    const fan = await createFan(t.services.db, {
      email: 'header.fan@example.com',
      firstName: 'Jo<b>',
      lastName: '"&Co"',
    });
    const cookie = await sessionCookie(t.services.db, fan.id);
    for (const url of ['/about', '/home']) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      const name = 'Jo&lt;b&gt; &quot;&amp;Co&quot;';
      expect(res.body).toContain(
        `<header><a href="/fan/purchases" aria-label="${name}, area">${name}</a><button type="button">Sign out</button></header>`,
      );
      expect(res.body).not.toContain('Fan sign in');
      expect(res.body).not.toContain('Jo<b>');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
      // /api/me's answer, for the app's first render to draw the same header.
      const me = dataOf(res.body).find((entry) => JSON.stringify(entry.key) === '["me"]');
      expect(me?.data).toMatchObject({ user: { role: 'fan', email: 'header.fan@example.com' } });
    }
    // /home's own data stays in the same block, after /api/me's.
    const home = await get('/home', cookie);
    expect(dataOf(home.body).map((entry) => entry.key)).toEqual([['me'], ['home']]);
    expect(home.body).toContain('<main>');
  });

  it("shows a signed-in athlete's name with a link to their panel", async () => {
    const { cookie } = await signedInUser(t.services.db, {
      email: 'header.athlete@example.com',
      firstName: 'Maya',
      lastName: 'Rivers',
    });
    const res = await get('/about', cookie);
    expect(res.body).toContain(
      '<a href="/admin/index" aria-label="Maya Rivers, area">Maya Rivers</a>',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Compressed for this answer alone, as a panel preview is.
    const br = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('Maya Rivers');
  });

  it('sends a signed-out visitor, and one whose session ended, the shared page with the sign-in links', async () => {
    const ended = await signedInUser(t.services.db, { email: 'header.ended@example.com' });
    await deleteSession(t.services.db, ended.token);
    for (const cookie of [undefined, ended.cookie]) {
      const res = await get('/about', cookie);
      expect(res.body).toContain(SIGNED_OUT);
      expect(res.body).not.toContain(DATA_BLOCK);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Shared, but per cookie: a cache must not give it to a signed-in visitor.
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    }
    // A page without the header is the same for everyone.
    const fan = await createFan(t.services.db, { email: 'header.landing@example.com' });
    const landing = await get('/', await sessionCookie(t.services.db, fan.id));
    expect(landing.body).toContain('<main>Splash</main>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers.vary).toBe('Accept-Encoding');
  });

  it("serves an athlete's page rendered with their offers, share card and meta", async () => {
    const db = t.services.db;
    const athlete = await createUser(db, {
      role: 'athlete',
      email: 'share.card@example.com',
      firstName: 'Maya',
      lastName: 'Ri"vers',
    });
    await db
      .update(athleteProfiles)
      .set({
        sport: 'Basketball',
        schoolName: 'Miami Dade College',
        bio: 'Point guard <3, two-time state champion & $1 dreamer.',
        sportBadgeRateCents: 1500,
      })
      .where(eq(athleteProfiles.userId, athlete.id));
    await db.insert(seasonalBadges).values({
      athleteUserId: athlete.id,
      type: 'Pre-event',
      eventPlus: '12',
      year: 2026,
      sport: 'BASKETBALL',
      sportType: 'game',
      listNumber: 1,
      typeData1: 'STATE',
      typeData2: 'FINAL',
      typeData3: 'WIN',
      managerEmail: 'manager@example.com',
      videoPriceCents: 800,
      qrPriceCents: 1600,
    });
    const number = athlete.athlete?.athleteNumber;
    const api = await get(`/api/athletes/${number}`);
    expect(api.statusCode).toBe(200);
    const res = await get(`/athletes/${number}`);
    expect(res.statusCode).toBe(200);
    // The page as GET /api/athletes/:n answers it, in the markup and in the data block.
    expect(res.body).toContain(`<main>${api.body.replace(/</g, '&lt;')}</main>`);
    expect(res.body).toContain('"qrPriceCents":1600');
    expect(dataOf(res.body)[0]?.data).toEqual(api.json());
    // The share card: name and sport, the bio, the picture and address as absolute URLs.
    const html = res.body;
    expect(html).toContain('<title>Maya Ri&quot;vers | FHP</title>');
    expect(html).toContain('<meta property="og:title" content="Maya Ri&quot;vers · Basketball" />');
    expect(html).toContain(
      '<meta property="og:description" content="Point guard &lt;3, two-time state champion &amp; $1 dreamer." />',
    );
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://fhp.test/athletes/${number}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://fhp.test/icons/icon-512.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A signed-in fan gets the same page with their header.
    const fan = await createFan(db, { email: 'share.fan@example.com', firstName: 'Fanny' });
    const signedInPage = await get(`/athletes/${number}`, await sessionCookie(db, fan.id));
    expect(signedInPage.body).toContain('>Fanny ');
    expect(signedInPage.body).toContain('"qrPriceCents":1600');
    expect(dataOf(signedInPage.body).map((entry) => entry.key)).toEqual([
      ['me'],
      ['athlete-page', number],
    ]);
    // No such athlete: the shell, as any unknown address.
    const missing = await get(`/athletes/${(number ?? 0) + 1000}`);
    expect(missing.body).not.toContain('<main>');
    expect(missing.body).not.toContain('og:title');
  });
});
