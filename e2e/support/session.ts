import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin } from './api';

/** The session cookie the server sets (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'fhp_session';

/**
 * Signs the page's browser context in through the API (no login UI): the journey starts
 * already signed in. Returns the cookie header, for API calls as the same session.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  account: { email: string; password: string; panel?: 'athlete' | 'console' | 'fan' },
): Promise<string> {
  const session = await apiLogin(baseUrl, account.email, account.password, account.panel);
  const value = session.cookie.slice(`${SESSION_COOKIE}=`.length);
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  return session.cookie;
}

export const signIn = (
  page: Page,
  baseUrl: string,
  account: { email: string; password: string; panel?: 'athlete' | 'console' | 'fan' },
) => signInContext(page.context(), baseUrl, account);

/** The session cookie's value in the page's context, if any. */
export async function sessionCookieOf(page: Page, baseUrl: string) {
  const cookies = await page.context().cookies(baseUrl);
  return cookies.find((c) => c.name === SESSION_COOKIE);
}

/** Status of GET /api/me sent from the test process with a given cookie header. */
export async function meStatus(baseUrl: string, cookie: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  return res.status;
}

/** Waits until the page's path is `path` (the app navigates client-side). */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
