import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { pathOf, signIn } from '../support/session';
import { ATHLETE_MENU, messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

type Outcome = { path: string; kind: 'placeholder' | 'screen' };
const outcomes: Outcome[] = [];

/**
 * The menu in two slices, each walked in its own signed-in browser at the same time (beside
 * another spec file; four at a time starved each other past the step timeout on two cores).
 */
const SLICES = 2;
const slices = Array.from({ length: SLICES }, (_, i) =>
  ATHLETE_MENU.filter((_, index) => index % SLICES === i),
);

describe.concurrent('every menu entry', () => {
  for (const [n, slice] of slices.entries()) {
    it(`opens a page that names it: a real screen or the "not available yet" page (slice ${n + 1} of ${SLICES})`, async (test) => {
      const { expect } = test;
      const page = await browser.newPage({ width: DESKTOP, test });
      await signIn(page, baseUrl, DEMO.athlete);
      await page.goto('/admin/index');
      await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
      const menu = page.getByRole('navigation', { name: messages.panelUi.mainMenu });
      const main = page.getByRole('main');

      let visited = 0;
      // /admin/index is already open: visit it last, so each click is a real page change.
      const first = (e: (typeof slice)[number]) => e.path === '/admin/index';
      for (const entry of [...slice.filter((e) => !first(e)), ...slice.filter(first)]) {
        await menu.getByRole('link', { name: entry.title, exact: true }).click();
        await page.waitForURL((url) => decodeURI(url.pathname) === entry.path);
        await topBarTitle(page).filter({ hasText: entry.title }).waitFor();
        expect(await topBarTitle(page).textContent()).toBe(entry.title);

        // Either the placeholder that names the feature, or a screen with its own content.
        const placeholder = main.getByRole('heading', {
          name: messages.shell.notAvailableTitle(entry.title),
        });
        const content = main.getByRole('heading').first();
        await content.waitFor();
        if ((await placeholder.count()) > 0) {
          await main.getByText(messages.shell.notAvailableBody).waitFor();
          outcomes.push({ path: entry.path, kind: 'placeholder' });
        } else {
          // A real screen: visible headings and more than a line of text or a form.
          const text = ((await main.textContent()) ?? '').trim();
          expect({ path: entry.path, length: text.length > 40 }).toEqual({
            path: entry.path,
            length: true,
          });
          outcomes.push({ path: entry.path, kind: 'screen' });
        }
        expect(decodeURI(pathOf(page))).toBe(entry.path);
        visited += 1;
        // The shell (top bar and side menu) is the same on every page: checked in full on each
        // slice's first page; after that axe looks at the page itself.
        await expectNoSeriousA11yViolations(
          page,
          visited === 1 ? {} : { exclude: ['header', 'nav[aria-label]'] },
        );
      }
      expect(browser.pageErrors(page)).toEqual([]);
    }, 300_000);
  }
});

// After the slices above (suites run one after another).
describe('the menu as a whole', () => {
  it('led to every entry once, and the built entries are real screens', () => {
    expect(outcomes.map((o) => o.path).sort()).toEqual(ATHLETE_MENU.map((e) => e.path).sort());
    for (const path of [
      '/admin/change-password',
      '/admin/seasonal-badges',
      '/admin/talking-badges',
      '/admin/add-mementos',
      '/admin/preview',
    ]) {
      expect({ path, kind: outcomes.find((o) => o.path === path)?.kind }).toEqual({
        path,
        kind: 'screen',
      });
    }
  });
});
