import { request } from 'node:http';
import { ATHLETE_MENU, messages, ZHomeAthletes, ZTrendingResponse } from '@fhp/domain';
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiLogin, DEMO } from '../support/api';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { SESSION_COOKIE, signIn } from '../support/session';

/** A session cookie the server no longer knows: the visitor of a panel page is sent to sign in. */
const ENDED_SESSION = `${SESSION_COOKIE}=ended`;

/**
 * A signed-in fan's cookie: on a panel page they get its frame (another role's session, which
 * the server's preview does not draw), the frame a signed-in athlete's first load also shows.
 */
let fanCookie: string | undefined;
async function frameCookie(): Promise<string> {
  fanCookie ??= (await apiLogin(baseUrl, DEMO.fan.email, DEMO.fan.password, 'fan')).cookie;
  return fanCookie;
}

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

/** One query's answer in a live page's data block (apps/web/src/lib/live-page-data.ts). */
type LiveEntry = { key: unknown[]; data: unknown; at: number };

/** The answer of the page's query whose key starts with `scope`. */
function dataOf(entries: LiveEntry[], scope: string): unknown {
  return entries.find((entry) => entry.key[0] === scope)?.data;
}

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>(
    (resolve, reject) => {
      const req = request(
        new URL(path, baseUrl),
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * Whether React has hydrated the page's content (it marks the DOM nodes it owns). Not a `<link>`:
 * a server render that shows an image starts with React's preload of it, which React adopts
 * without marking.
 */
const hydrated = () =>
  Object.keys(document.querySelector('#root > :not(link)') ?? {}).some((key) =>
    key.startsWith('__reactProps$'),
  );

/** The layers of every stylesheet the page has loaded (`mantine.Button`...). */
const loadedLayers = () =>
  browser.newPage({ width: DESKTOP }).then(async (page) => {
    await page.goto('/');
    // The app (and the CSS its chunks import) loads on the visitor's first move.
    await page.mouse.move(10, 10);
    await page.waitForFunction(hydrated);
    await page.getByRole('button', { name: 'Next' }).waitFor();
    const layers = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSLayerBlockRule ? [rule.name] : [],
        ),
      ),
    );
    return { page, layers };
  });

describe('asset delivery of the built app', () => {
  it("sends the entry's scripts brotli- or gzip-compressed, or plain, and caches them for a year", async () => {
    // The landing page keeps the app's entry and its modulepreloads in a template until the
    // visitor reaches for it. The entry module itself is a few hundred bytes (too small to be
    // worth a compressed copy); the code it runs first is in its `start` chunks (decision 0031).
    const html = await (await fetch(`${baseUrl}/`)).text();
    const template = html.match(/<template id="app-assets">(.*?)<\/template>/s)?.[1] ?? '';
    expect(template).toMatch(/<script type="module" crossorigin src="\/assets\/index-.+\.js"/);
    const entry = template.match(
      /<link rel="modulepreload" crossorigin href="(\/assets\/start-[^"]+\.js)"/,
    )?.[1];
    expect(entry).toMatch(/^\/assets\/start-.+\.js$/);

    const plain = await get(entry as string);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const encoding of ['br', 'gzip']) {
      const res = await get(entry as string, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.bytes).toBeLessThan(plain.bytes / 2);
    }

    const shell = await get('/home', 'gzip, deflate, br');
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it("loads the landing page's Mantine CSS, not all of it, in styles.css cascade order", async () => {
    const { page, layers } = await loadedLayers();
    expect(layers).toEqual(expect.arrayContaining(['mantine.baseline', 'mantine.Button']));
    // Not all of Mantine (index.html declares one layer per Mantine stylesheet, in cascade order).
    const declared = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSLayerStatementRule ? [...rule.nameList] : [],
        ),
      ),
    );
    const mantineLayers = (names: string[]) => names.filter((name) => name.startsWith('mantine.'));
    expect(mantineLayers(declared).length).toBeGreaterThan(90);
    // The started landing page loads the entry's chunks and its own: no component it does not
    // draw rides along (decision 0031; build/chunk-graph.ts fails the build before this would).
    expect(mantineLayers(layers).length).toBeLessThan(mantineLayers(declared).length * 0.4);
    for (const panelOnly of ['mantine.AppShell', 'mantine.NavLink', 'mantine.Rating']) {
      expect(layers).not.toContain(panelOnly);
    }
    // Button's own size must win over UnstyledButton's font (Button comes later in styles.css,
    // though its stylesheet may load first).
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.evaluate((el) => getComputedStyle(el).fontSize)).toBe('12px');
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('paints pre-rendered pages from their HTML: stylesheets inline, not fetched again', async () => {
    for (const path of ['/', '/trending', '/auth/login']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      // No render-blocking stylesheet request: each is inline, its link kept but disabled.
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
      const inlined = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(
        (m) => m[1],
      );
      expect(inlined.length).toBeGreaterThan(3);

      const page = await browser.newPage({ width: DESKTOP });
      const requested: string[] = [];
      page.on('request', (req) => requested.push(new URL(req.url()).pathname));
      await page.goto(path);
      // The landing page starts its app on the first interaction; the others at once.
      await page.mouse.move(10, 10);
      // Hydrated and the lazy chunks' CSS imports have run.
      await page.waitForFunction(hydrated);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => inlined.includes(url))).toEqual([]);
      expect(browser.pageErrors(page)).toEqual([]);
      await page.close();
    }
  });

  it('sends a visitor whose cookie names an ended session from an /admin link to sign in, with no console error', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const [name, value] = ENDED_SESSION.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: baseUrl }]);
    await page.goto('/admin/wallet');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/wallet');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.move(10, 10);
    await page.waitForLoadState('networkidle');
    // The dead cookie is gone: nothing asks the API with it again.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
    expect(consoleErrors).toEqual([]);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('paints a panel page as its frame from the HTML, then hydrates it into the signed-in page', async () => {
    // The frame is what a signed-in visitor gets when the server draws no preview for them (a
    // visitor with no session cookie, or one naming an ended session, is sent to sign in).
    const html = await (
      await fetch(`${baseUrl}/admin/wallet`, { headers: { cookie: await frameCookie() } })
    ).text();
    // The frame (logo, menu and page blocks) is in the HTML, inert until React owns it, and
    // the page's chunks are named up front.
    expect(html).toMatch(/<div id="root" inert>.*<header.*<nav/s);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/wallet-page-/);

    const page = await browser.newPage({ width: DESKTOP });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Signed in too: the wallet's first render asks for more than its route prefetches, so the
    // server sends the frame, not a preview (decision 0038).
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/wallet');
    await page.getByRole('banner').getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    expect(await page.evaluate(hydrated)).toBe(true);
    expect(await page.locator('#root[inert]').count()).toBe(0);
    // A frame that did not match the browser's first render would be reported here.
    expect(consoleErrors).toEqual([]);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it("draws a signed-in athlete's panel page with their data, and hydrates it when they reach for it, doing what they did", async () => {
    const page = await browser.newPage({ width: MOBILE });
    const cookie = await signIn(page, baseUrl, DEMO.athlete);
    // The server's preview (decisions 0038, 0039): the real shell and the whole page, usable
    // (not inert), with the answers it was drawn with.
    const html = await (await fetch(`${baseUrl}/admin/profile`, { headers: { cookie } })).text();
    expect(html).toMatch(
      /<div id="root">.*<header.*<h1[^>]*>Profile<\/h1>.*<nav.*Jordan Rivera.*Personal details/s,
    );
    expect(html).toContain('<script type="application/json" id="fhp-live-data">');
    // The page, not its loading blocks, after the menu: the frame (what a fan's session gets
    // there) has them.
    const pageArea = (page: string) => page.slice(page.indexOf('<nav'));
    const frame = await (
      await fetch(`${baseUrl}/admin/profile`, { headers: { cookie: await frameCookie() } })
    ).text();
    expect(pageArea(frame)).toContain('aria-busy="true"');
    expect(pageArea(html)).not.toContain('aria-busy="true"');

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin/profile');
    await page.waitForLoadState('networkidle');
    // Complete as HTML: the app waits for the athlete, as a live public page's does.
    expect(requested).not.toContainEqual(expect.stringMatching(/^\/assets\/index-.+\.js$/));
    expect(await page.locator('#root[inert]').count()).toBe(0);
    // The phone's menu button, tapped before React: held, the app hydrates, the tap is repeated.
    await page.getByRole('button', { name: messages.panelUi.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Wallet' }).waitFor();
    expect(await page.evaluate(hydrated)).toBe(true);
    // The session and the profile came with the page.
    expect(requested).not.toContain('/api/me');
    expect(requested).not.toContain('/api/profile');
    // Hydration found the server's markup (a mismatch is reported as an error).
    expect(consoleErrors).toEqual([]);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('hydrates every panel page the server previews without a mismatch', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const cookie = await signIn(page, baseUrl, DEMO.athlete);
    // Whichever menu pages the server draws for the athlete (a data block follows their root),
    // and the notifications page, which the bell leads to.
    const previewed: string[] = [];
    for (const path of [...ATHLETE_MENU.map((item) => item.path), '/admin/notifications']) {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).text();
      if (html.includes('id="fhp-live-data"')) previewed.push(path);
    }
    expect(previewed).toContain('/admin/profile');
    expect(previewed).toContain('/admin/Improve-Chances-To-Sell-Licenses');
    // Its relative times count from when the list was read (useFromNow).
    expect(previewed).toContain('/admin/notifications');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const path of previewed) {
      await page.goto(path);
      // Reaching for the page starts the app; React reports markup that differs from its own.
      await page.mouse.move(5, 5);
      await page.waitForFunction(hydrated);
      await page.waitForLoadState('networkidle');
      expect({ path, consoleErrors, pageErrors: browser.pageErrors(page) }).toEqual({
        path,
        consoleErrors: [],
        pageErrors: [],
      });
    }
  });

  it('draws the notifications with their data and, a live page, starts its app without a touch', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const cookie = await signIn(page, baseUrl, DEMO.athlete);
    const html = await (
      await fetch(`${baseUrl}/admin/notifications`, { headers: { cookie } })
    ).text();
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Notifications<\/h1>.*<time /s);
    expect(html).toContain('data-start="after-paint"');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin/notifications');
    // No move, tap or key: the events that bring new notifications must reach a page left open.
    await page.waitForFunction(hydrated);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('pulses the loading placeholders of a pre-rendered page in groups, not one by one', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    // Without its scripts the page stays as its HTML draws it: placeholders while loading.
    await page.route('**/assets/*.js', (route) => route.abort());
    // The journeys ask for reduced motion (no pulse at all); a visitor who does not sees one.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    try {
      // Each animation is a compositing layer the browser assigns on its main thread (0037).
      // A fan's session cookie: the panel's frame (without a live session, the server sends the
      // visitor to sign in).
      const [name, value] = (await frameCookie()).split('=') as [string, string];
      await page.context().addCookies([{ name, value, url: baseUrl }]);
      const placeholders = async (path: string) => {
        await page.goto(path);
        return page.evaluate(() => ({
          blocks: document.querySelectorAll('.mantine-Skeleton-root').length,
          animations: document.getAnimations().length,
        }));
      };
      // The panel's frame: the two blocks of the top bar, the menu, the page.
      expect(await placeholders('/admin/profile')).toEqual({ blocks: 17, animations: 4 });
    } finally {
      await page.unrouteAll();
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('sends /home and /trending with their data in the HTML, and their app takes it on the first interaction', async () => {
    // Rendered on the server with what its API reads answered (decision 0037). The render can be
    // up to a minute old while other files add athletes, so the markup is checked against the
    // data the page carries, and that data against the API's contract (web-app.test.ts checks it
    // is what the API answers, on a database nothing else writes to).
    const pages = [
      {
        path: '/home',
        shows: (data: LiveEntry[]) => {
          const athletes = ZHomeAthletes.parse(dataOf(data, 'home'));
          return [...athletes.trending, ...athletes.newest].map(
            (a) => `href="/athletes/${a.athleteNumber}"`,
          );
        },
        reads: /\/api\/home\/athletes$/,
      },
      {
        path: '/trending',
        // The first tab's table.
        shows: (data: LiveEntry[]) =>
          ZTrendingResponse.parse(dataOf(data, 'trending')).lists.sport_badge.map(
            (a) => `>${a.firstName} ${a.lastName}</a></td>`,
          ),
        reads: /\/api\/(trending|reference\/sports)$/,
      },
    ];
    for (const { path, shows, reads } of pages) {
      // A page of its own for each path: a page that kept the mouse where the previous path's
      // move left it may get Chromium's hover update on load, a "move" that starts the app.
      const page = await browser.newPage({ width: DESKTOP });
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const block = /<script type="application\/json" id="fhp-live-data">(.*?)<\/script>/s.exec(
        html,
      );
      expect(block, path).not.toBeNull();
      const texts = shows(JSON.parse(block?.[1] ?? '[]') as LiveEntry[]);
      expect(texts.length, path).toBeGreaterThan(0);
      for (const text of texts) expect(html, path).toContain(text);
      // No loading placeholders in the markup.
      expect(html).not.toMatch(/class="[^"]*mantine-Skeleton-root/);

      const requested: string[] = [];
      const noteRequest = (req: { resourceType(): string; url(): string }) => {
        requested.push(`${req.resourceType()} ${new URL(req.url()).pathname}`);
      };
      page.on('request', noteRequest);
      const consoleErrors: string[] = [];
      const noteError = (message: ConsoleMessage) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      };
      page.on('console', noteError);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Complete as HTML: nothing but the small start script until the visitor moves.
      expect(
        requested.filter((r) => r.startsWith('script')),
        path,
      ).toEqual([expect.stringMatching(/^script \/assets\/start-on-interaction-.+\.js$/)]);
      await page.mouse.move(10, 10);
      await page.waitForFunction(() => {
        const main = document.querySelector('#root main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
      });
      await page.waitForLoadState('networkidle');
      // Hydrated with the page's own data (a mismatch is a console error), not asked again.
      expect(requested, path).not.toContainEqual(expect.stringMatching(reads));
      expect(consoleErrors, path).toEqual([]);
      page.off('request', noteRequest);
      page.off('console', noteError);
      expect(browser.pageErrors(page)).toEqual([]);
      await page.close();
    }
  });

  it('loads only a small script on the landing page until the visitor reaches for it, then does what they did', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-on-interaction-.+\.js$/)]);
    // Plain HTML until then, and usable: the page is not inert.
    expect(await page.locator('#root[inert]').count()).toBe(0);

    // This click arrives before React: it is held, the app loads, and the click is repeated.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-.+\.js$/));
    expect(browser.pageErrors(page)).toEqual([]);
  });
});
