import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshAthlete, signUpAthlete } from '../support/accounts';
import { apiGet, apiLogin, apiPost, DEMO, userIdOf } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { signIn, waitForPath } from '../support/session';
import { messages } from '../support/texts';

/**
 * The bell journeys need an athlete with no notification at all, then send them a message: an
 * athlete this spec signs up itself, so the shared server's demo notifications stay as seeded.
 */
const baseUrl = inject('baseUrl');
let quiet: FreshAthlete;
beforeAll(async () => {
  quiet = await signUpAthlete(baseUrl);
});

const browser = useBrowser();
const ui = messages.panelUi;
const panel = messages.panel;

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
/** The bell is named 'Notifications (unread)' while the red dot shows, else 'Notifications'. */
const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: panel.notifications });
const bellLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: panel.notifications });
/** The shown bell's dot: the phone's and the desktop's bells both have one, CSS shows one bell. */
const dot = (page: Page) =>
  page.getByRole('banner').getByTestId('bell-dot').filter({ visible: true });

async function unreadCount(account: { email: string; password: string }) {
  const session = await apiLogin(baseUrl, account.email, account.password);
  return (await apiGet<{ unreadCount: number }>(baseUrl, '/api/notifications/summary', session))
    .unreadCount;
}

async function sendAdminMessage(toEmail: string, toPassword: string, message: string) {
  const userId = await userIdOf(baseUrl, toEmail, toPassword);
  const admin = await apiLogin(baseUrl, DEMO.admin.email, DEMO.admin.password, 'console');
  await apiPost(baseUrl, `/api/console/athletes/${userId}/messages`, { message }, admin);
}

describe('notification bell', () => {
  // Runs first: the new athlete has no notification yet (the next journey sends one).
  it('shows "no new notification" in the 375 px dropdown of an athlete with none', async () => {
    expect(await unreadCount(quiet)).toBe(0);
    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, quiet);
    await page.goto('/admin/wallet');
    await topBarTitle(page).filter({ hasText: 'Wallet' }).waitFor();
    expect(await dot(page).count()).toBe(0);

    await bell(page).click();
    const dropdown = page.getByRole('dialog').filter({ hasText: ui.unreadTitle });
    await dropdown.getByText(panel.noNewNotification).waitFor();
    await dropdown.getByRole('link', { name: ui.viewAllNotifications }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
  });

  it('lights the dot live when an admin message arrives, and hides it on /admin/notifications', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, quiet);
    await page.goto('/admin/wallet');
    await topBarTitle(page).filter({ hasText: 'Wallet' }).waitFor();
    await bellLink(page).waitFor();
    expect(await dot(page).count()).toBe(0);
    expect(await bellLink(page).getAttribute('aria-label')).toBe(panel.notifications);
    await expectNoSeriousA11yViolations(page);

    // Sent while the page is open; no reload: the server event refreshes the bell.
    // A marker on the window: it survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'still here';
    });
    const urlBefore = page.url();
    await sendAdminMessage(quiet.email, quiet.password, 'Please check your profile.');
    await dot(page).waitFor({ timeout: 15_000 });
    expect(await bellLink(page).getAttribute('aria-label')).toBe(ui.bellUnread);
    expect(page.url()).toBe(urlBefore);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'still here',
    );
    await expectNoSeriousA11yViolations(page);

    // On the notifications page itself there is no dot.
    await bellLink(page).click();
    await waitForPath(page, '/admin/notifications');
    await topBarTitle(page).filter({ hasText: panel.notifications }).waitFor();
    await expect.poll(() => dot(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('lists the unread notifications in the 375 px dropdown', async () => {
    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    await dot(page).waitFor();

    await bell(page).click();
    const dropdown = page.getByRole('dialog').filter({ hasText: ui.unreadTitle });
    const items = dropdown.getByRole('listitem');
    await items.first().waitFor();
    const texts = await items.allInnerTexts();
    // The unread ones as the API lists them, newest first (the seeded read one is not there).
    const session = await apiLogin(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
    const unread = await apiGet<{ items: { message: string }[] }>(
      baseUrl,
      '/api/notifications?tab=unread&limit=5',
      session,
    );
    expect(unread.items.length).toBeGreaterThan(0);
    expect(texts.map((text) => text.split('\n')[0])).toEqual(unread.items.map((n) => n.message));
    expect(texts.join('\n')).not.toContain('Your seasonal video was approved.');
    expect(await dropdown.getByText(panel.noNewNotification).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await items.first().getByRole('link').click();
    await waitForPath(page, '/admin/notifications');
    await dropdown.waitFor({ state: 'hidden' });
  });
});
