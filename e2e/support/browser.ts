import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
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
   * closed (and screenshotted on failure) when that test ends, not when whichever test ends next.
   */
  test?: TestContext;
  /**
   * Keep the context open until the file ends instead of closing it after the test: for a page
   * that several tests reuse one after another (a warm page loads in half the time of a cold
   * one). Not screenshotted on failure.
   */
  keep?: boolean;
  /**
   * Let the app register its service worker. Off by default: the worker precaches the whole
   * build (about 270 requests and 6 s of CPU on this machine) in every fresh context, which
   * was most of the journeys' run time. Journeys about the worker (push, offline) turn it on.
   */
  serviceWorker?: boolean;
};

export type BrowserFixture = {
  /** A page in its own context (fresh cookies, storage and service workers). */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Uncaught errors thrown in a page since it opened. */
  pageErrors: (page: Page) => Error[];
};

function safeName(text: string) {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Call once at the top of a spec file: connects to the Chromium that global setup launched for
 * the whole run (one browser process, not one per file) before the file's tests, and
 * disconnects after (which closes the file's contexts). Pages opened by a test are closed after it; when it failed, each gets a screenshot
 * (and its uncaught errors) under e2e/test-results/.
 */
export function useBrowser(defaults: { baseUrl?: string } = {}): BrowserFixture {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  const errors = new WeakMap<Page, Error[]>();

  beforeAll(async () => {
    const shared = inject('browserWsEndpoint');
    browser = shared
      ? await chromium.connect(shared)
      : await chromium.launch(chromiumLaunchOptions());
  });

  /** Closes a test's contexts; when it failed, screenshots each page first. */
  async function closeContexts(opened: BrowserContext[], context: Pick<TestContext, 'task'>) {
    if (context.task.result?.state === 'fail') {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const file = safeName(path.basename(context.task.file.name, '.spec.ts'));
      const base = `${file}--${safeName(context.task.name)}`;
      let n = 0;
      for (const ctx of opened) {
        for (const page of ctx.pages()) {
          n += 1;
          const shot = path.join(RESULTS_DIR, `${base}--${n}.png`);
          try {
            await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 });
            const pageErrs = errors.get(page) ?? [];
            const notes = [
              `url: ${page.url()}`,
              ...pageErrs.map((e) => `pageerror: ${e.stack ?? e}`),
            ];
            fs.writeFileSync(shot.replace(/\.png$/, '.txt'), `${notes.join('\n')}\n`);
            console.log(`[e2e] screenshot of the failed test: ${path.relative(E2E_ROOT, shot)}`);
          } catch (error) {
            console.log(`[e2e] could not take a screenshot: ${String(error)}`);
          }
        }
      }
    }
    await Promise.all(opened.map((ctx) => ctx.close().catch(() => undefined)));
  }

  afterEach(async (context) => {
    const opened = contexts;
    contexts = [];
    await closeContexts(opened, context);
  });

  afterAll(async () => {
    await Promise.all(kept.map((ctx) => ctx.close().catch(() => undefined)));
    await browser?.close();
    browser = undefined;
  });

  return {
    async newPage({ width = DESKTOP, height, baseUrl, test, keep, serviceWorker } = {}) {
      if (!browser)
        throw new Error('useBrowser(): the browser is not launched (call it at file level)');
      const phone = width < 600;
      const ctx = await browser.newContext({
        baseURL: baseUrl ?? defaults.baseUrl ?? inject('baseUrl'),
        viewport: { width, height: height ?? (phone ? 812 : 800) },
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
      if (keep) kept.push(ctx);
      else if (test) test.onTestFinished((finished) => closeContexts([ctx], finished));
      else contexts.push(ctx);
      const page = await ctx.newPage();
      const list: Error[] = [];
      errors.set(page, list);
      page.on('pageerror', (error) => list.push(error));
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
