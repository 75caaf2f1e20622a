import { profileTexts } from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fillSignUp, type NewAthlete, r } from '../registration/sign-up-steps';
import { apiGet, apiLogin, latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { signIn } from '../support/session';
import { messages } from '../support/texts';

/**
 * The parent's consent link (spec part 3: consent verification): a new high-school athlete (an
 * address of this run only) signs up and pays the fee, which mails the guardian the link.
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();
const t = messages.consent;
const SHOTS = process.env.E2E_SHOTS_DIR;
const unique = Date.now().toString(36);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const athlete: NewAthlete = {
  type: 'High School',
  firstName: 'Hana',
  lastName: 'Ortiz',
  email: `hana.${unique}@example.com`,
  password: 'Hana12345!',
  state: 'Florida',
  place: 'Alachua County',
  schoolSearch: 'Gainesville',
  guardianEmail: `guardian.${unique}@example.com`,
};

type Consent = { status: string; guardianEmail: string; confirmedAt: string | null } | null;
async function consentStatus(): Promise<Consent> {
  const session = await apiLogin(baseUrl, athlete.email, athlete.password);
  const profile = await apiGet<{ parentalConsent: Consent }>(baseUrl, '/api/profile', session);
  return profile.parentalConsent;
}

/**
 * The sign-up form and the fee through the payment simulator: the account becomes active, and
 * after the registration notice the paid fee signs the athlete in (the high-school path of
 * registration/sign-up.spec.ts's journey, whose college athlete also checks the dialogs and the
 * fee page).
 */
async function signUpAndPay(page: Page) {
  await page.goto('/auth/register');
  await fillSignUp(page, athlete);
  await page.getByRole('button', { name: r.signUpButton, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth/registration-fee', { timeout: 20_000 });
  await page.getByRole('button', { name: r.feePayButton }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
  await page.getByRole('button', { name: messages.payments.approve }).click();
  await page.waitForURL((url) => url.pathname === '/auth/registration-fee', { timeout: 20_000 });
  await page.getByText(r.accountCreated).first().waitFor();

  const notice = page.getByRole('dialog', { name: r.registrationNoticeTitle });
  const next = notice.getByRole('button', { name: r.registrationNoticeContinue });
  await next.waitFor();
  expect(await next.isDisabled()).toBe(true);
  await notice.getByRole('checkbox', { name: r.registrationNoticeCheckbox }).check();
  await next.click();
  await page.waitForURL((url) => url.pathname === '/admin/profile', { timeout: 20_000 });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  expect(me.user.email).toBe(athlete.email);
  expect(browser.pageErrors(page)).toEqual([]);
}

const outcome = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

describe('parental consent', () => {
  let linkPath = '';

  it('mails the guardian once the fee is paid; the link shows who asks, the click confirms, then already confirmed', {
    timeout: 180_000,
  }, async () => {
    const signUp = await browser.newPage({ width: DESKTOP, baseUrl });
    // No e-mail before the fee is paid: an unpaid sign-up never mails a third party.
    await signUp.goto('/auth/register');
    expect(await latestEmailTo(baseUrl, athlete.guardianEmail ?? '')).toBeUndefined();
    await signUpAndPay(signUp);

    await expect
      .poll(() => latestEmailTo(baseUrl, athlete.guardianEmail ?? ''), { timeout: 10_000 })
      .toBeDefined();
    const mail = await latestEmailTo(baseUrl, athlete.guardianEmail ?? '');
    expect(mail?.subject).toBe(t.emailSubject);
    expect(mail?.text).toContain('Hana Ortiz has joined FHP');
    const link = /https?:\/\/\S+\/confirm-consent\?id=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(link).origin).toBe(baseUrl);
    linkPath = new URL(link).pathname + new URL(link).search;
    expect(await consentStatus()).toMatchObject({
      status: 'pending',
      guardianEmail: athlete.guardianEmail,
      confirmedAt: null,
    });

    // A link scanner that fetches the page (and even its data) confirms nothing.
    expect((await fetch(`${baseUrl}${linkPath}`)).status).toBe(200);
    const id = new URL(link).searchParams.get('id') ?? '';
    expect((await fetch(`${baseUrl}/api/consents/${id}`)).status).toBe(200);
    expect((await consentStatus())?.status).toBe('pending');

    // The guardian opens the link: the page says who asks, and nothing is confirmed yet.
    const guardian = await browser.newPage({ width: MOBILE, baseUrl });
    await guardian.goto(linkPath);
    await guardian.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await guardian.getByText(t.askIntro('Hana Ortiz')).waitFor();
    const who = guardian.getByRole('table', { name: t.askedBy });
    expect(
      await who.getByRole('row', { name: t.athleteLabel }).getByRole('cell').textContent(),
    ).toBe('Hana Ortiz');
    expect(
      await who.getByRole('row', { name: t.athleteTypeLabel }).getByRole('cell').textContent(),
    ).toBe('High School');
    expect((await hasHorizontalScroll(guardian)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(guardian);
    if (SHOTS) await guardian.screenshot({ path: `${SHOTS}/consent-request-375.png` });
    expect((await consentStatus())?.status).toBe('pending');

    // Only the click confirms.
    await guardian.getByRole('button', { name: t.confirmButton }).click();
    await outcome(guardian, t.confirmed).waitFor();
    await guardian.getByTestId('consent-check').waitFor();
    await guardian.getByText(/^Confirmed on /).waitFor();
    expect((await hasHorizontalScroll(guardian)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(guardian);
    if (SHOTS) await guardian.screenshot({ path: `${SHOTS}/consent-confirmed-375.png` });
    const confirmed = await consentStatus();
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.confirmedAt).not.toBeNull();

    // Opening it again changes nothing: already confirmed, no button.
    await guardian.reload();
    await outcome(guardian, t.alreadyConfirmed).waitFor();
    await guardian.getByTestId('consent-check').waitFor();
    expect(await guardian.getByRole('button', { name: t.confirmButton }).count()).toBe(0);
    expect(await outcome(guardian, t.confirmed).count()).toBe(0);
    await expectNoSeriousA11yViolations(guardian);
    expect((await consentStatus())?.confirmedAt).toBe(confirmed?.confirmedAt);
    await guardian.getByRole('link', { name: t.backToLogin }).click();
    await guardian.waitForURL((url) => url.pathname === '/auth/login');
    expect(browser.pageErrors(guardian)).toEqual([]);
  });

  it("shows the confirmed consent on the athlete's profile", async () => {
    expect(linkPath).not.toBe('');
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, athlete);
    await page.goto('/admin/profile');
    await page.getByText(profileTexts.consentTitle, { exact: true }).waitFor();
    await page.getByText(profileTexts.consentConfirmed, { exact: true }).waitFor();
    await page.getByText(profileTexts.statusConfirmed, { exact: true }).waitFor();
    await page.getByText(athlete.guardianEmail ?? '', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-profile-1280.png`, fullPage: true });
  });

  it('says the consent does not exist for an unknown, malformed or missing id', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    for (const path of [
      `/confirm-consent?id=${UNKNOWN_ID}`,
      '/confirm-consent?id=not-a-consent',
      '/confirm-consent',
    ]) {
      await page.goto(path);
      await outcome(page, t.notFound).waitFor();
      await page.getByTestId('consent-cross').waitFor();
      expect(await page.getByTestId('consent-check').count(), path).toBe(0);
    }
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-not-found-1280.png` });
    expect(browser.pageErrors(page)).toEqual([]);
  });
});
