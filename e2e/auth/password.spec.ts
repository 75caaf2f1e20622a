import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshAthlete, signUpAthlete } from '../support/accounts';
import { apiGet, apiLogin, latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { meStatus, pathOf, signIn, waitForPath } from '../support/session';
import { MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, messages } from '../support/texts';

/**
 * These journeys change passwords and lock an account out, so each uses an athlete it signs up
 * itself: the shared server's demo accounts stay usable for every other spec.
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();
const newPage = () => browser.newPage({ width: DESKTOP, baseUrl });
// One athlete per journey, made before the journeys (a sign-up hashes at the real cost).
let resetter: FreshAthlete;
let changer: FreshAthlete;
let guessed: FreshAthlete;
beforeAll(async () => {
  [resetter, changer, guessed] = await Promise.all([
    signUpAthlete(baseUrl),
    signUpAthlete(baseUrl),
    signUpAthlete(baseUrl),
  ]);
});

const t = messages.authPages;
const a = messages.account;
const m = messages.auth;

const topBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await field(page, t.emailLabel).fill(email);
  await field(page, t.passwordLabel).fill(password);
  await page.getByRole('button', { name: t.loginButton, exact: true }).click();
}

async function requestReset(page: Page, email: string) {
  await page.goto('/auth/forgot-password');
  await page.getByRole('heading', { level: 1, name: t.forgotTitle }).waitFor();
  await field(page, t.emailLabel).fill(email);
  await page.getByRole('button', { name: t.forgotButton }).click();
  const status = page.getByRole('status').filter({
    has: page.getByRole('heading', { level: 1, name: m.recoveryEmailSent }),
  });
  await status.waitFor();
  expect(await status.textContent()).toContain(m.recoveryEmailHint);
}

/** The reset link in the newest e-mail to `email`, as a path on the shared server. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await latestEmailTo(baseUrl, email);
  expect(mail?.subject).toBe(m.resetEmailSubject);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, `no reset link in: ${mail?.text}`).toBeTruthy();
  const url = new URL(link ?? '');
  expect(url.origin).toBe(baseUrl);
  return `${url.pathname}${url.search}`;
}

describe('forgot password', () => {
  it('e-mails a single-use link that sets a new password and ends the other sessions', async () => {
    const account = resetter;
    const newPassword = 'Fresh-Start-42';
    // A session on another device, which the reset must end.
    const otherDevice = await apiLogin(baseUrl, account.email, account.password);

    const page = await newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: t.forgotPasswordLink }).click();
    await waitForPath(page, '/auth/forgot-password');
    await expectNoSeriousA11yViolations(page);
    await requestReset(page, account.email);
    await expectNoSeriousA11yViolations(page);

    // An unknown address gets the very same answer (the page cannot probe for accounts).
    const probe = await newPage();
    await requestReset(probe, 'nobody-here@example.com');
    expect(await latestEmailTo(baseUrl, 'nobody-here@example.com')).toBeUndefined();

    const link = await resetLinkFor(account.email);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: t.resetTitle }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Too short: the rule's message, and nothing is sent.
    await field(page, t.newPasswordLabel).fill('abc');
    await field(page, t.confirmPasswordLabel).fill('abc');
    await page.getByRole('button', { name: t.resetButton }).click();
    await page.getByText(m.passwordTooShort).waitFor();
    expect(await field(page, t.newPasswordLabel).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);

    await field(page, t.newPasswordLabel).fill(newPassword);
    await field(page, t.confirmPasswordLabel).fill(newPassword);
    await page.getByRole('button', { name: t.resetButton }).click();
    await waitForPath(page, '/auth/login');
    await page.getByText(m.passwordReset).waitFor();
    // With the toast showing (its close button must be named).
    await expectNoSeriousA11yViolations(page);

    // The other device is signed out; the old password no longer works; the new one does.
    expect(await meStatus(baseUrl, otherDevice.cookie)).toBe(401);
    await expect(apiLogin(baseUrl, account.email, account.password)).rejects.toThrow(/401/);
    await signInWithForm(page, account.email, newPassword);
    await waitForPath(page, '/admin/index');
    await topBarTitle(page).filter({ hasText: 'Check School IP' }).waitFor();

    // The same link a second time (signed out, in another browser): refused.
    const again = await newPage();
    await again.goto(link);
    await field(again, t.newPasswordLabel).fill('Another-Pass-7');
    await field(again, t.confirmPasswordLabel).fill('Another-Pass-7');
    await again.getByRole('button', { name: t.resetButton }).click();
    const refused = again.getByRole('alert').filter({ hasText: t.resetFailedTitle });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(m.resetLinkInvalid);
    await refused.getByRole('link', { name: t.requestNewLink }).waitFor();
    await expectNoSeriousA11yViolations(again);
    // ...and the password is still the one chosen above.
    await apiLogin(baseUrl, account.email, newPassword);
    expect(pathOf(again)).toBe('/auth/reset-password');
  });
});

describe('change password', () => {
  it('shows the account, applies the three rules and the current-password check, then updates', async () => {
    const account = changer;
    const newPassword = 'Changed-Pass-99';
    const otherDevice = await apiLogin(baseUrl, account.email, account.password);
    const me = await apiGet<{
      user: { name: string; email: string };
      athlete: { sport: string | null; state: string | null; athleteNumber: number };
    }>(baseUrl, '/api/me', otherDevice);

    const page = await newPage();
    await signIn(page, baseUrl, account);
    await page.goto('/admin/change-password');
    await topBarTitle(page).filter({ hasText: a.changePasswordTitle }).waitFor();

    // The account card: name, sport | state, athlete ID, e-mail.
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: a.accountCardTitle }) })
      .filter({ hasText: a.athleteIdLabel })
      .last();
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    for (const value of [
      me.user.name,
      `${me.athlete.sport} | ${me.athlete.state}`,
      String(me.athlete.athleteNumber),
      me.user.email,
    ]) {
      expect(cardText).toContain(value);
    }
    for (const label of [a.nameLabel, a.sportStateLabel, a.athleteIdLabel, a.emailLabel]) {
      expect(cardText.toLowerCase()).toContain(label.toLowerCase());
    }
    await expectNoSeriousA11yViolations(page);

    const current = field(page, a.currentPasswordLabel);
    const next = field(page, a.newPasswordLabel);
    const confirm = field(page, a.confirmPasswordLabel);
    const update = page.getByRole('button', { name: a.updateButton });
    const fill = async (c: string, n: string, k: string) => {
      await current.fill(c);
      await next.fill(n);
      await confirm.fill(k);
      await update.click();
    };

    // The three rules, each with its message.
    await fill(account.password, 'abc', 'abc');
    await page.getByText(m.passwordTooShort).waitFor();
    await fill(account.password, account.password, account.password);
    await page.getByText(m.samePassword).waitFor();
    await fill(account.password, newPassword, `${newPassword}x`);
    await page.getByText(m.passwordsDoNotMatch).waitFor();
    await expectNoSeriousA11yViolations(page);

    // A wrong current password is refused by the server.
    await fill('Not-My-Password-1', newPassword, newPassword);
    await page.getByText(m.currentPasswordInvalid).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    await fill(account.password, newPassword, newPassword);
    await page.getByText(m.passwordUpdated).waitFor();
    // With the toast showing (its close button must be named).
    await expectNoSeriousA11yViolations(page);
    // The form is emptied, this session stays signed in, the other device is signed out.
    expect(await current.inputValue()).toBe('');
    await page.reload();
    await topBarTitle(page).filter({ hasText: a.changePasswordTitle }).waitFor();
    expect(await meStatus(baseUrl, otherDevice.cookie)).toBe(401);

    // The new password works; the old one does not.
    await apiLogin(baseUrl, account.email, newPassword);
    await expect(apiLogin(baseUrl, account.email, account.password)).rejects.toThrow(/401/);
    expect(browser.pageErrors(page)).toEqual([]);
  });
});

describe('sign-in throttling', () => {
  it(`refuses the right password after ${MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} wrong ones with the 429 message`, async () => {
    const account = guessed;
    const email = account.email;
    const page = await newPage();
    await page.goto('/auth/login');
    const submit = async (password: string) => {
      await field(page, t.emailLabel).fill(email);
      await field(page, t.passwordLabel).fill(password);
      const [answer] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/login'),
        page.getByRole('button', { name: t.loginButton, exact: true }).click(),
      ]);
      return answer.status();
    };
    const failed = page.getByRole('alert').filter({ hasText: t.loginFailedTitle });

    const answers: number[] = [];
    for (let n = 1; n <= MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; n++)
      answers.push(await submit(`wrong-${n}`));
    expect(answers).toEqual(Array(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(401));
    expect(await failed.textContent()).toContain(m.invalidCredentials);

    expect(await submit(account.password)).toBe(429);
    expect(await failed.textContent()).toContain(m.tooManyAttempts);
    expect(pathOf(page)).toBe('/auth/login');
    await expectNoSeriousA11yViolations(page);
  });
});
