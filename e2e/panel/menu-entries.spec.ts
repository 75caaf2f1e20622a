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

describe('every menu entry', () => {
  it('opens a page that names it: a real screen or the "not available yet" page', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    const menu = page.getByRole('navigation', { name: messages.panelUi.mainMenu });
    const main = page.getByRole('main');

    const outcomes: { path: string; kind: 'placeholder' | 'screen' }[] = [];
    // A path that is not the first one, so each click is a real page change.
    for (const entry of [...ATHLETE_MENU.slice(1), ATHLETE_MENU[0]]) {
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
      // The shell (top bar and side menu) is the same on every page: checked in full on the
      // first one; after that axe looks at the page itself, which keeps 32 checks fast.
      await expectNoSeriousA11yViolations(
        page,
        outcomes.length === 1 ? {} : { exclude: ['header', 'nav[aria-label]'] },
      );
    }
    expect(outcomes).toHaveLength(ATHLETE_MENU.length);
    // Change Password is built in this issue: it is a real screen, not the placeholder.
    expect(outcomes.find((o) => o.path === '/admin/change-password')?.kind).toBe('screen');
    expect(browser.pageErrors(page)).toEqual([]);
  }, 180_000);
});
