import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import {
  meStatus,
  pathOf,
  SESSION_COOKIE,
  sessionCookieOf,
  signIn,
  waitForPath,
} from '../support/session';
import { messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const t = messages.authPages;
const m = messages.auth;

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

/** Everything the page keeps in Web Storage, as [key, value] pairs. */
function webStorage(page: Page) {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => [key, store.getItem(key) ?? ''] as const),
    ),
  );
}

describe('session', () => {
  it('keeps the session in an HttpOnly cookie only, survives a reload, and rotates on a new login', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/auth/login');
    await field(page, t.emailLabel).fill(DEMO.athlete.email);
    await field(page, t.passwordLabel).fill(DEMO.athlete.password);
    await page.getByRole('button', { name: t.loginButton, exact: true }).click();
    await waitForPath(page, '/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();

    const first = await sessionCookieOf(page, baseUrl);
    expect(first).toMatchObject({ name: SESSION_COOKIE, httpOnly: true, sameSite: 'Lax' });
    // Page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

    // A reload restores the user from GET /api/me, not from storage.
    const meCalls: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/me') meCalls.push(res.status());
    });
    await page.reload();
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    expect(pathOf(page)).toBe('/admin/index');
    expect(meCalls).toContain(200);
    await expectNoSeriousA11yViolations(page);

    const me = (await (
      await fetch(`${baseUrl}/api/me`, { headers: { cookie: `${SESSION_COOKIE}=${first?.value}` } })
    ).json()) as { user: { id: string; email: string } };
    const stored = await webStorage(page);
    const leaks = stored.filter(([key, value]) =>
      [first?.value ?? '<none>', me.user.id, me.user.email, SESSION_COOKIE].some(
        (secret) => key.includes(secret) || value.includes(secret),
      ),
    );
    expect(leaks).toEqual([]);
    expect(stored.filter(([key]) => /auth|session|token|user/i.test(key))).toEqual([]);

    // A new sign-in from the same browser (the old cookie is sent along) gets a new session and
    // ends the old one on the server.
    const status = await page.evaluate(
      async (account) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...account, panel: 'athlete' }),
          })
        ).status,
      DEMO.athlete,
    );
    expect(status).toBe(200);
    const second = await sessionCookieOf(page, baseUrl);
    expect(second?.httpOnly).toBe(true);
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
    expect(await meStatus(baseUrl, `${SESSION_COOKIE}=${first?.value}`)).toBe(401);
    expect(await meStatus(baseUrl, `${SESSION_COOKIE}=${second?.value}`)).toBe(200);

    await page.reload();
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();
    expect(browser.pageErrors(page)).toEqual([]);
  });
});

describe('logout', () => {
  it('asks "Are you sure?"; Cancel keeps the user in; Logout ends the session on the server', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const cookie = await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/wallet');
    await topBarTitle(page).filter({ hasText: 'Wallet' }).waitFor();

    const logoutButton = page.getByRole('banner').getByRole('button', { name: m.logoutConfirm });
    await logoutButton.click();
    const dialog = page.getByRole('dialog', { name: m.logoutTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(m.logoutText);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: m.logoutCancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/admin/wallet');
    expect(await meStatus(baseUrl, cookie)).toBe(200);
    await page.reload();
    await topBarTitle(page).filter({ hasText: 'Wallet' }).waitFor();

    await logoutButton.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: m.logoutConfirm, exact: true }).click();
    await waitForPath(page, '/auth/login');
    await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
    // The next user does not land on the page the last one left.
    expect(new URL(page.url()).search).toBe('');
    await expectNoSeriousA11yViolations(page);

    // The old cookie no longer opens a session, from outside or from the page.
    expect(await meStatus(baseUrl, cookie)).toBe(401);
    // The page's own request carries no cookie any more: a visitor's answer, no user.
    expect(
      await page.evaluate(async () => {
        const res = await fetch('/api/me');
        return { status: res.status, body: await res.json() };
      }),
    ).toEqual({ status: 200, body: { user: null, athlete: null } });
    expect(await sessionCookieOf(page, baseUrl)).toBeUndefined();

    // Back in the panel, signed out: the login page again.
    await page.goto('/admin/wallet');
    await waitForPath(page, '/auth/login');
    expect(browser.pageErrors(page)).toEqual([]);
  });
});
