import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { pathOf, signIn, waitForPath } from '../support/session';
import { ATHLETE_MENU, messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const ui = messages.panelUi;
const panel = messages.panel;

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: ui.mainMenu });
const MENU_TITLES = ATHLETE_MENU.map((entry) => entry.title);

async function expectTitle(page: Page, title: string) {
  await topBarTitle(page).filter({ hasText: title }).waitFor();
  expect(await topBarTitle(page).textContent()).toBe(title);
}

describe('panel shell at 1280 px', () => {
  it('titles the top bar after the menu entry of each route', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await signIn(page, baseUrl, DEMO.athlete);
    for (const [path, title] of [
      ['/admin/wallet', 'Wallet'],
      ['/admin/preview', 'Seasonals Sales'],
      ['/admin/index', 'Check School IP'],
      ['/admin/change-password', 'Change Password'],
      ['/admin/Ambassador4Brand&Unkle501', 'Ambassador4Brand & Unkle501'],
    ] as const) {
      expect(ATHLETE_MENU.find((e) => e.path === path)?.title).toBe(title);
      await page.goto(path);
      await expectTitle(page, title);
    }
    await expectNoSeriousA11yViolations(page);
  });

  it('lists all menu entries in order, marks the active one, and links the Terms', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/wallet');
    await expectTitle(page, 'Wallet');

    const links = sideMenu(page).getByRole('link');
    const names = (await links.allInnerTexts()).map((text) => text.trim());
    expect(MENU_TITLES).toHaveLength(34);
    expect(names).toEqual([...MENU_TITLES, panel.termsLink]);

    const hrefs = await links.evaluateAll((els) =>
      els.map((el) => decodeURI(new URL((el as HTMLAnchorElement).href).pathname)),
    );
    expect(hrefs.slice(0, 34)).toEqual(ATHLETE_MENU.map((e) => e.path));

    const current = sideMenu(page).locator('[aria-current="page"]');
    expect(await current.allInnerTexts()).toEqual(['Wallet']);
    const terms = sideMenu(page).getByRole('link', { name: panel.termsLink });
    expect(await terms.getAttribute('href')).toBe('/terms-and-conditions?admin');

    // The mark follows navigation.
    await sideMenu(page).getByRole('link', { name: 'Cards', exact: true }).click();
    await waitForPath(page, '/admin/cards');
    await expectTitle(page, 'Cards');
    expect(await current.allInnerTexts()).toEqual(['Cards']);
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the chat-rate banner to athlete2 (no chat rate) and not to athlete (has one)', async () => {
    const without = await browser.newPage({ width: DESKTOP });
    await signIn(without, baseUrl, DEMO.athlete2);
    await without.goto('/admin/index');
    await expectTitle(without, 'Check School IP');
    const banner = without.getByRole('status').filter({ hasText: panel.chatRateBanner });
    await banner.waitFor();
    await banner.getByRole('link', { name: ui.setChatRate }).click();
    await waitForPath(without, '/admin/profile');
    await expectNoSeriousA11yViolations(without);

    const withRate = await browser.newPage({ width: DESKTOP });
    await signIn(withRate, baseUrl, DEMO.athlete);
    await withRate.goto('/admin/index');
    await expectTitle(withRate, 'Check School IP');
    // The shell renders once /api/me (with the athlete record) has answered.
    await withRate.getByRole('main').getByRole('heading').first().waitFor();
    expect(await withRate.getByText(panel.chatRateBanner).count()).toBe(0);
  });
});

describe('panel shell at 375 px', () => {
  it('opens the menu drawer from the burger, closes it on navigation and with Escape', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/index');
    await expectTitle(page, 'Check School IP');
    // No permanent side menu on a phone.
    expect(await sideMenu(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const burger = page.getByRole('button', { name: ui.openMenu });
    await burger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const names = (await sideMenu(page).getByRole('link').allInnerTexts()).map((s) => s.trim());
    expect(names).toEqual([...MENU_TITLES, panel.termsLink]);
    await expectNoSeriousA11yViolations(page);

    const wallet = sideMenu(page).getByRole('link', { name: 'Wallet', exact: true });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.click();
    await waitForPath(page, '/admin/wallet');
    await expectTitle(page, 'Wallet');
    await drawer.waitFor({ state: 'hidden' });

    await burger.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/admin/wallet');
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('fits the shell pages into 375 px without horizontal scrolling', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await signIn(page, baseUrl, DEMO.athlete2);
    for (const [path, title] of [
      ['/admin/index', 'Check School IP'],
      ['/admin/wallet', 'Wallet'],
      ['/admin/change-password', 'Change Password'],
      ['/admin/notifications', 'Notifications'],
      ['/admin/Improve-Chances-To-Sell-Licenses', 'Improve Chances To Sell Licenses'],
    ] as const) {
      await page.goto(path);
      await expectTitle(page, title);
      // athlete2 has no chat rate: the banner is part of what must fit.
      await page.getByText(panel.chatRateBanner).waitFor();
      expect({ path, ...(await hasHorizontalScroll(page)) }).toMatchObject({
        path,
        scrolls: false,
      });
      await expectNoSeriousA11yViolations(page);
    }
  });
});
