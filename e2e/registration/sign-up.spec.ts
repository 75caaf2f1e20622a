import { messages } from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { fillSignUp, inDialog, labelled, type NewAthlete, r } from './sign-up-steps';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
const unique = `${Date.now().toString(36)}`;

async function openRegister(page: Page) {
  await page.goto('/auth/register');
  await page.getByRole('heading', { level: 1, name: messages.authPages.registerTitle }).waitFor();
}

/** Sign up through the form, pay the fee in the simulated checkout, land in the panel; the athlete ID. */
async function registerAndPay(page: Page, athlete: NewAthlete, checkA11y: boolean) {
  await openRegister(page);
  const signUp = page.getByRole('button', { name: r.signUpButton, exact: true });
  expect(await signUp.isDisabled()).toBe(true);
  if (checkA11y) await expectNoSeriousA11yViolations(page);

  // Information dialogs open from beside their fields and close again.
  await inDialog(page, r.stateLimitButton, r.stateLimitTitle, async (dialog) => {
    expect(await dialog.textContent()).toContain(r.stateLimitText);
    await dialog.getByRole('button', { name: r.dialogClose, exact: true }).click();
  });
  await fillSignUp(page, athlete);
  expect(await labelled(page, r.phoneLabel).inputValue()).toBe('(305)-(555)-(1234)');
  await inDialog(page, r.taxWarningButton, r.taxWarningTitle, async (dialog) => {
    expect(await dialog.textContent()).toContain(r.taxWarningText);
    if (checkA11y) await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: r.dialogClose, exact: true }).click();
  });
  if (checkA11y) await expectNoSeriousA11yViolations(page);

  expect(await signUp.isEnabled()).toBe(true);
  await signUp.click();
  await waitForPath(page, '/auth/registration-fee');
  await page.getByRole('heading', { level: 1, name: r.feeTitle }).waitFor();
  await page.getByText(`${athlete.firstName} ${athlete.lastName}`).waitFor();
  await page.getByText(r.feeDescription, { exact: true }).waitFor();
  await page.getByText(r.feeTotalLabel, { exact: true }).waitFor();
  expect(await page.getByText('$4.00', { exact: true }).count()).toBeGreaterThanOrEqual(1);
  if (checkA11y) await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: r.feePayButton }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
  await page.getByRole('button', { name: messages.payments.approve }).click();
  await waitForPath(page, '/auth/registration-fee');
  await page.getByText(r.accountCreated).first().waitFor();

  const notice = page.getByRole('dialog', { name: r.registrationNoticeTitle });
  await notice.waitFor();
  if (checkA11y) await expectNoSeriousA11yViolations(page);
  const next = notice.getByRole('button', { name: r.registrationNoticeContinue });
  expect(await next.isDisabled()).toBe(true);
  await notice.getByRole('checkbox', { name: r.registrationNoticeCheckbox }).check();
  await next.click();
  // Signed in by the paid fee: straight into the panel, no second sign-in.
  await waitForPath(page, '/admin/profile');
  expect(await page.getByRole('button', { name: messages.authPages.loginButton }).count()).toBe(0);

  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { email: string };
    athlete: { athleteNumber: number } | null;
  };
  expect(me.user.email).toBe(athlete.email);
  expect(browser.pageErrors(page)).toEqual([]);
  return me.athlete?.athleteNumber ?? Number.NaN;
}

// The high-school path (county, high school, the guardian's e-mail) is public/consent.spec.ts's
// journey: the same form, fee and registration notice, then the guardian's link. That athlete
// numbers follow each other is server/sign-up.test.ts's.
describe('athlete sign-up and registration fee', () => {
  it('registers a college athlete through the fee checkout', { timeout: 180_000 }, async () => {
    const college: NewAthlete = {
      type: 'College',
      firstName: 'Carla',
      lastName: 'Reyes',
      email: `carla.${unique}@example.com`,
      password: 'Carla12345!',
      state: 'Florida',
      place: 'Miami',
      schoolSearch: 'Barry',
    };
    const number = await registerAndPay(await browser.newPage({ width: DESKTOP }), college, true);
    expect(Number.isInteger(number)).toBe(true);
  });

  it('fits a 375 px phone without horizontal scrolling, dialogs full screen', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await openRegister(page);
    expect(await hasHorizontalScroll(page)).toMatchObject({ scrolls: false });
    await page.getByRole('button', { name: r.taxWarningButton }).click();
    const dialog = page.getByRole('dialog', { name: r.taxWarningTitle });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(MOBILE - 1);
    await expectNoSeriousA11yViolations(page);
    expect(pathOf(page)).toBe('/auth/register');
  });

  it('offers the resume form on the fee page without a valid token', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/auth/registration-fee?feeToken=this-token-does-not-exist-at-all');
    await page.getByText(r.feeTokenInvalid).waitFor();
    await page.getByRole('heading', { name: r.feeResumeTitle }).waitFor();
    // The total is stated on every state of the page, this one too.
    await page.getByText(r.feeTotalStatement, { exact: true }).waitFor();
    expect(r.feeTotalStatement).toBe('Total: $4.00');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/auth/registration-fee');
    await page.getByRole('heading', { name: r.feeResumeTitle }).waitFor();
    await page.getByText(r.feeTotalStatement, { exact: true }).waitFor();
  });
});
