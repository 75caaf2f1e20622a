import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { signIn, waitForPath } from '../support/session';
import { messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const t = messages.authPages;

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const loginHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();

describe('route rules', () => {
  it('sends a signed-out visitor to the login page, keeping where they were going', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/admin/profile');
    await waitForPath(page, '/auth/login');
    // Exactly the spec's form of the URL: the path, percent-encoded.
    expect(new URL(page.url()).search).toBe('?redirect=%2Fadmin%2Fprofile');
    await loginHeading(page);
    await expectNoSeriousA11yViolations(page);

    // An unknown /auth page is the login page.
    await page.goto('/auth/nope');
    await waitForPath(page, '/auth/login');
    await loginHeading(page);
    await page.goto('/auth');
    await waitForPath(page, '/auth/login');
    await loginHeading(page);
  });

  it('sends a signed-in athlete away from the auth pages and unknown panel paths', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await signIn(page, baseUrl, DEMO.athlete);

    // The pre-rendered sign-in form starts its app (and asks who is signed in) on the
    // visitor's first move (decision 0027).
    await page.goto('/auth/login');
    await page.mouse.move(10, 10);
    await waitForPath(page, '/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/auth/forgot-password');
    await waitForPath(page, '/admin/profile');
    await topBarTitle(page).filter({ hasText: 'Profile' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/nope');
    await waitForPath(page, '/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();

    await page.goto('/admin');
    await waitForPath(page, '/admin/index');
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('scrolls to the top on each page change', async () => {
    // A short window, so the Change Password page is longer than the screen.
    const page = await browser.newPage({ width: DESKTOP, height: 420 });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/change-password');
    await topBarTitle(page).filter({ hasText: 'Change Password' }).waitFor();
    await page.getByRole('button', { name: messages.account.updateButton }).waitFor();
    // The app, not the server's preview it replaces (decision 0038), is what scrolls up.
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the page is long enough to scroll').toBeGreaterThan(100);

    // The Terms & Conditions entry opens a page far longer than the one left, so a scroll
    // position of 0 there is the app scrolling up, not the browser clamping a short page.
    const menu = page.getByRole('navigation', { name: messages.panelUi.mainMenu });
    await menu.getByRole('link', { name: messages.panel.termsLink }).click();
    await waitForPath(page, '/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: messages.terms.title }).waitFor();
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(room).toBeGreaterThan(scrolled);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
