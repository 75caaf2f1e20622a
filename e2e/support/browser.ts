import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { chromiumLaunchOptions } from './chromium';
import { E2E_ROOT } from './server';

export const RESULTS_DIR = path.join(E2E_ROOT, 'test-results');

/** The two layouts every journey is checked at: desktop and a small phone. */
export const DESKTOP = 1280;
export const MOBILE = 375;

export type NewPageOptions = {
  /** Viewport width in CSS px (1280 desktop, 375 phone). */
  width?: number;
  height?: number;
  /** Origin for relative page.goto() paths; defaults to the shared server. */
  baseUrl?: string;
  /**
   * The calling test's context, required in a `describe.concurrent` suite: the page is then
   * given back (and screenshotted on failure) when that test ends, not when whichever test
   * ends next.
   */
  test?: TestContext;
  /**
   * Let the app register its service worker. Off by default: the worker precaches the whole
   * build (about 270 requests and 6 s of CPU on this machine) in every fresh context, which
   * was most of the journeys' run time. Journeys about the worker (push, offline) turn it on;
   * such a page gets a context of its own, closed after the test.
   */
  serviceWorker?: boolean;
};

export type BrowserFixture = {
  /**
   * A page of its own for the calling test: no cookies, no storage, no other tab, on no app page.
   * Usually a page an earlier test of this worker gave back (see `PagePool`), so each test
   * still loads its pages from scratch with goto(), only from a warm cache.
   */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Uncaught errors thrown in a page since the test got it. */
  pageErrors: (page: Page) => Error[];
};

function safeName(text: string) {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

type ContextShape = { baseURL: string; width: number; height: number; phone: boolean };

/**
 * Pages given back by finished tests, kept for the next test of the same worker (spec files
 * share a worker's modules: `isolate: false`), one list per context shape. Measured on this
 * 2-core machine (login page, signed out): a page in a fresh context costs 5.3 s of CPU to
 * load (a new renderer process, an empty cache, every chunk compiled), a new tab of a warm
 * context 2.7 s, another goto() in a warm page 0.7 s. A page is reset before it is reused:
 * other tabs closed, storage of the app's origin cleared, a blank text page, listeners and routes
 * removed, cookies, permissions, media emulation and viewport back to the start. What stays
 * is the HTTP cache (hashed assets, the API's few cacheable answers) and the compiled code.
 * A page whose test failed, or that cannot be reset, is closed with its context instead.
 */
const idlePages = new Map<string, Page[]>();
const shapeKey = (shape: ContextShape) => JSON.stringify(shape);
const shapes = new WeakMap<Page, ContextShape>();

/** The events a test may listen to on a page; our own pageerror listener is added again. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

async function resetForReuse(page: Page, shape: ContextShape): Promise<boolean> {
  const context = page.context();
  try {
    await Promise.all(
      context
        .pages()
        .filter((p) => p !== page)
        .map((p) => p.close()),
    );
    if (new URL(page.url()).origin === shape.baseURL) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    // Ends the document, so none of its late requests or events reaches the next test. A
    // plain text file of the same origin, not about:blank: leaving the site made Chromium swap
    // the renderer process, and the next test's first goto() start a new one (2.2 s of CPU
    // against 0.85 s here).
    await page.goto(`${shape.baseURL}/robots.txt`);
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width: shape.width, height: shape.height });
    return true;
  } catch {
    return false;
  }
}

/** The worker's one connection to the run's Chromium (global setup launched it). */
let connection: Promise<Browser> | undefined;
function connectBrowser(): Promise<Browser> {
  if (!connection) {
    const shared = inject('browserWsEndpoint');
    connection = shared ? chromium.connect(shared) : chromium.launch(chromiumLaunchOptions());
    connection.catch(() => {
      connection = undefined;
    });
  }
  return connection;
}

/**
 * Call once at the top of a spec file. Pages a test got are given back after it (to the
 * worker's pool, or closed); when it failed, each page is screenshotted first (with its
 * uncaught errors) under e2e/test-results/ and closed rather than reused.
 */
export function useBrowser(defaults: { baseUrl?: string } = {}): BrowserFixture {
  let lent: Page[] = [];
  const errors = new WeakMap<Page, Error[]>();

  beforeAll(async () => {
    await connectBrowser();
  });

  async function screenshot(pages: Page[], context: Pick<TestContext, 'task'>) {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = safeName(path.basename(context.task.file.name, '.spec.ts'));
    const base = `${file}--${safeName(context.task.name)}`;
    let n = 0;
    for (const page of pages) {
      n += 1;
      const shot = path.join(RESULTS_DIR, `${base}--${n}.png`);
      try {
        await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 });
        const pageErrs = errors.get(page) ?? [];
        const notes = [`url: ${page.url()}`, ...pageErrs.map((e) => `pageerror: ${e.stack ?? e}`)];
        fs.writeFileSync(shot.replace(/\.png$/, '.txt'), `${notes.join('\n')}\n`);
        console.log(`[e2e] screenshot of the failed test: ${path.relative(E2E_ROOT, shot)}`);
      } catch (error) {
        console.log(`[e2e] could not take a screenshot: ${String(error)}`);
      }
    }
  }

  /** Gives a test's pages back: to the pool when it passed and they reset, else closed. */
  async function giveBack(pages: Page[], context: Pick<TestContext, 'task'>) {
    const failed = context.task.result?.state === 'fail';
    if (failed)
      await screenshot(
        pages.flatMap((page) => page.context().pages()),
        context,
      );
    await Promise.all(
      pages.map(async (page) => {
        const shape = shapes.get(page);
        if (!failed && shape && !page.isClosed() && (await resetForReuse(page, shape))) {
          const key = shapeKey(shape);
          idlePages.set(key, [...(idlePages.get(key) ?? []), page]);
        } else {
          await page
            .context()
            .close()
            .catch(() => undefined);
        }
      }),
    );
  }

  afterEach(async (context) => {
    const pages = lent;
    lent = [];
    await giveBack(pages, context);
  });

  return {
    async newPage({ width = DESKTOP, height, baseUrl, test, serviceWorker } = {}) {
      const browser = await connectBrowser();
      const phone = width < 600;
      const shape: ContextShape = {
        baseURL: baseUrl ?? defaults.baseUrl ?? inject('baseUrl'),
        width,
        height: height ?? (phone ? 812 : 800),
        phone,
      };
      const pooled = serviceWorker ? undefined : idlePages.get(shapeKey(shape))?.pop();
      let page = pooled;
      if (!page) {
        const ctx = await browser.newContext({
          baseURL: shape.baseURL,
          viewport: { width: shape.width, height: shape.height },
          isMobile: phone,
          hasTouch: phone,
          locale: 'en-US',
          timezoneId: 'America/New_York',
          // The app honours reduced motion (theme.respectReducedMotion): no fades to wait for.
          reducedMotion: 'reduce',
          serviceWorkers: serviceWorker ? 'allow' : 'block',
        });
        // Hang detectors, not speed checks: with two journeys at a time on a 2-core machine a
        // signed-in panel load once took over 15 s in a run where nothing was wrong.
        ctx.setDefaultTimeout(30_000);
        ctx.setDefaultNavigationTimeout(45_000);
        page = await ctx.newPage();
        // A service worker's context has an init script and a worker of its own: never reused.
        if (!serviceWorker) shapes.set(page, shape);
      }
      const list: Error[] = [];
      errors.set(page, list);
      page.on('pageerror', (error) => list.push(error));
      const mine = page;
      if (test) test.onTestFinished((finished) => giveBack([mine], finished));
      else lent.push(page);
      return page;
    },
    pageErrors: (page) => errors.get(page) ?? [],
  };
}

/** True when the page can be scrolled sideways (content wider than the viewport). */
export async function hasHorizontalScroll(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; scrolls: boolean }> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrolls: el.scrollWidth > el.clientWidth,
    };
  });
}
