import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { pathOf, waitForPath } from '../support/session';
import { messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const t = messages.authPages;
const m = messages.auth;

type Account = { email: string; password: string };

async function openLogin(page: Page, query = '') {
  await page.goto(`/auth/login${query}`);
  await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
}

/** Fills and submits the form; resolves with the status of the server's answer. */
async function submitLogin(page: Page, account: Account): Promise<number> {
  await field(page, t.emailLabel).fill(account.email);
  await field(page, t.passwordLabel).fill(account.password);
  const [answer] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/login'),
    page.getByRole('button', { name: t.loginButton, exact: true }).click(),
  ]);
  return answer.status();
}

/** The panel's top bar title (the h1 in the header). */
const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

async function expectLoginAlert(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: t.loginFailedTitle });
  await alert.waitFor();
  expect(await alert.textContent()).toContain(text);
  expect(pathOf(page)).toBe('/auth/login');
}

describe('login', () => {
  it('signs the demo athlete in at /auth/login and lands on /admin/index', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await openLogin(page);
    await expectNoSeriousA11yViolations(page);

    expect(await submitLogin(page, DEMO.athlete)).toBe(200);
    await waitForPath(page, '/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('refuses the blocked athlete, a fan and an admin with "not allowed"', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await openLogin(page);
    for (const account of [DEMO.blocked, DEMO.fan, DEMO.admin]) {
      expect({ email: account.email, status: await submitLogin(page, account) }).toEqual({
        email: account.email,
        status: 403,
      });
      await expectLoginAlert(page, m.notAllowed);
    }
    await expectNoSeriousA11yViolations(page);
    // None of them got a session.
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.map((c) => c.name)).not.toContain('fhp_session');
  });

  // The lockout after repeated wrong passwords is in password.spec.ts, on that file's own server.
  it('shows "Invalid credentials" for a wrong password (one attempt: the shared server throttles)', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await openLogin(page);
    expect(
      await submitLogin(page, { email: DEMO.athlete.email, password: 'not-the-password' }),
    ).toBe(401);
    await expectLoginAlert(page, m.invalidCredentials);
    await expectNoSeriousA11yViolations(page);
  });

  it('honours ?redirect=/admin/wallet', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await openLogin(page, '?redirect=/admin/wallet');
    await submitLogin(page, DEMO.athlete);
    await waitForPath(page, '/admin/wallet');
    await topBarTitle(page).filter({ hasText: 'Wallet' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('ignores an off-site ?redirect= (absolute and protocol-relative) and stays on the origin', async () => {
    for (const target of ['https://evil.example', '//evil.example']) {
      const page = await browser.newPage({ width: DESKTOP });
      const offsite: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).hostname.endsWith('evil.example')) offsite.push(req.url());
      });
      await openLogin(page, `?redirect=${encodeURIComponent(target)}`);
      await submitLogin(page, DEMO.athlete);
      await waitForPath(page, '/admin/index');
      await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
      expect({ target, origin: new URL(page.url()).origin, offsite }).toEqual({
        target,
        origin: baseUrl,
        offsite: [],
      });
    }
  });

  it('shows the "edit your profile" popup at /auth/login?success=true', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/auth/login?success=true');
    const dialog = page.getByRole('dialog', { name: m.registeredTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(m.registeredText);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: t.registeredOk, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();

    // Without the flag there is no popup.
    await openLogin(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
