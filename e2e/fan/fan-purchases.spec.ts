import {
  athletePageTexts as a,
  directoryTexts as d,
  fansTexts as f,
  formatCents,
  messages,
  fanPurchasesTexts as p,
  splitSale,
} from '@fhp/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '../registration/sign-up-steps';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { startOwnServer } from '../support/own-server';
import type { ServerHandle } from '../support/server';
import { signIn, waitForPath } from '../support/session';

/**
 * The fan side from outside, as issue 15 says it will be checked: a new fan signs up, finds the
 * demo athlete by school, buys an endorsement badge for $7 and a seasonal badge through the
 * simulated checkout, and the athlete, signed in elsewhere, sees the sale arrive without a
 * reload. Issue 33: the seasonal video and a talking badge play from their receipts, and
 * another fan cannot fetch them. These purchases light the demo athlete's bell and change their wallet and trending,
 * which other specs count on the shared server, so this spec runs a server of its own (embedded,
 * restarted on a copy of the run's first start: the demo data as a fresh install has it).
 */
let server: ServerHandle;
let baseUrl: string;
beforeAll(async () => {
  server = await startOwnServer();
  baseUrl = server.baseUrl;
}, 120_000);
afterAll(async () => {
  await server?.stop({ removeDataDir: true });
});

const browser = useBrowser();
const fan = {
  firstName: 'Riley',
  lastName: 'Supporter',
  email: `riley-${Date.now()}@example.com`,
  password: 'Supporter123!',
};
const fanName = `${fan.firstName} ${fan.lastName}`;

/** Confirms the open purchase, approves the simulated checkout, and waits for the receipt. */
async function payThroughCheckout(page: Page) {
  const dialog = page.getByRole('dialog', { name: a.confirmTitle });
  await dialog.getByRole('button', { name: a.confirmContinue }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
  await page.getByRole('button', { name: messages.payments.approve }).click();
  await page.waitForURL((url) => /^\/fan\/purchases\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: p.receiptTitle }).waitFor();
}

/** The value cell beside a label on the receipt. */
const receiptValue = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByText(label, { exact: true }) });

describe('a fan buys from an athlete', () => {
  it('signs up, finds the athlete by school, buys a $7 endorsement and a seasonal badge; the athlete sees it live', async () => {
    // The athlete watches their notifications in another browser context.
    const athletePage = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(athletePage, baseUrl, DEMO.athlete);
    await athletePage.goto('/admin/notifications');
    await athletePage.getByRole('tabpanel').waitFor();
    await athletePage.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'not reloaded';
    });

    // Sign-up.
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await page.goto('/fan/sign-up');
    await field(page, f.firstNameLabel).fill(fan.firstName);
    await field(page, f.lastNameLabel).fill(fan.lastName);
    await field(page, f.emailLabel).fill(fan.email);
    await field(page, f.passwordLabel).fill(fan.password);
    await pick(page, f.stateLabel, 'Florida', 'Florida');
    await pick(page, f.cityLabel, 'Miami', 'Miami');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: f.signUpButton }).click();
    await waitForPath(page, '/athletes');

    // The directory, narrowed to the demo athlete's school.
    await page.getByRole('heading', { level: 1, name: d.title }).waitFor();
    await pick(page, d.stateLabel, 'Florida', 'Florida');
    await pick(page, d.cityLabel, 'Miami', 'Miami');
    await pick(page, d.schoolLabel, 'Florida International', 'Florida International University');
    await page.waitForURL((url) => url.searchParams.has('school'));
    const card = page.getByRole('link', { name: /Jordan Rivera/ });
    await card.waitFor();
    await expectNoSeriousA11yViolations(page);
    await card.click();
    await page.waitForURL((url) => /^\/athletes\/\d+$/.test(url.pathname));
    const athletePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Jordan Rivera' }).waitFor();

    // A $7 endorsement badge: seven weeks of public display.
    const endorsement = page.getByRole('article', { name: a.endorsementTitle });
    const dollars = endorsement.getByRole('textbox');
    await dollars.fill('7');
    await endorsement.getByText(a.displayWeeks(7)).waitFor();
    await expectNoSeriousA11yViolations(page);
    await endorsement.getByRole('button', { name: `${a.buy}: ${a.endorsementTitle}` }).click();
    await payThroughCheckout(page);

    const split = splitSale('endorsement', 700);
    expect(split.athlete).toBe(616);
    await receiptValue(page, p.amountLabel).getByText(formatCents(700)).waitFor();
    await receiptValue(page, p.athleteShareLabel).getByText(formatCents(split.athlete)).waitFor();
    await receiptValue(page, p.platformFeeLabel).getByText(formatCents(split.platform)).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The athlete's screen shows the sale without a reload.
    await athletePage
      .getByRole('tabpanel')
      .getByText(`${fanName} bought your endorsement badge.`)
      .waitFor({ timeout: 15_000 });
    expect(
      await athletePage.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker),
    ).toBe('not reloaded');

    // The public verification page: the license active for 7 weeks.
    await page.getByRole('link', { name: p.verifyLink }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/verify/endorsment_badges/'));
    await page.getByText(messages.verification.licenseRule(7)).waitFor();
    await page.getByText(messages.verification.licenseActive, { exact: true }).first().waitFor();

    // A seasonal badge, bought as its online video.
    await page.goto(athletePath);
    const seasonal = page.getByRole('article', { name: new RegExp(`^${a.seasonalTitle}: `) });
    await seasonal
      .first()
      .getByRole('button', { name: /^Online video \$/ })
      .click();
    await payThroughCheckout(page);
    await athletePage
      .getByRole('tabpanel')
      .getByText(`${fanName} bought your seasonal badge.`)
      .waitFor({ timeout: 15_000 });

    // Issue 33: the receipt delivers it. The video plays in YouTube's player, built on the server
    // from the video's id (the athlete's link itself never reaches the page).
    const embed = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/;
    await page.getByRole('heading', { name: p.videoTitle }).waitFor();
    expect(await page.locator('#your-item iframe').getAttribute('src')).toMatch(embed);

    // A talking badge, played from its receipt the same way.
    await page.goto(athletePath);
    await page
      .getByRole('button', { name: new RegExp(`^${a.buy}: ${a.talkingItem} `) })
      .first()
      .click();
    await payThroughCheckout(page);
    await page.getByRole('heading', { name: p.talkingTitle }).waitFor();
    expect(await page.locator('#your-item iframe').getAttribute('src')).toMatch(embed);
    const talkingId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // Another fan cannot fetch what it delivers: the receipt and its files are a 404 to them,
    // and a visitor is asked to sign in.
    const other = await browser.newPage({ width: DESKTOP, baseUrl });
    const otherCookie = await signIn(other, baseUrl, {
      email: DEMO.fan.email,
      password: DEMO.fan.password,
      panel: 'fan',
    });
    for (const path of [
      `/api/fan/purchases/${talkingId}`,
      `/api/fan/purchases/${talkingId}/files/full`,
    ]) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: otherCookie } });
      expect(res.status, path).toBe(404);
    }
    const visitor = await fetch(`${baseUrl}/api/fan/purchases/${talkingId}/files/full`);
    expect(visitor.status).toBe(401);

    // All on the fan's purchases page, newest first, each opening on what it delivers.
    await page.getByRole('link', { name: p.backToPurchases }).click();
    await waitForPath(page, '/fan/purchases');
    const rows = page.getByRole('table', { name: p.tableLabel }).getByRole('row');
    await rows.filter({ hasText: 'Seasonal badge' }).first().waitFor();
    await rows.filter({ hasText: a.endorsementTitle }).first().waitFor();
    await rows
      .filter({ hasText: a.talkingItem })
      .first()
      .getByRole('link', { name: new RegExp(`^${p.openItem}`) })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(browser.pageErrors(page)).toEqual([]);
  });

  it('shows the purchases on a 375 px phone, and points a fan who opens /admin at the fan area', async () => {
    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, {
      email: DEMO.fan.email,
      password: DEMO.fan.password,
      panel: 'fan',
    });
    await page.goto('/fan/purchases');
    await page.getByRole('heading', { level: 1, name: p.purchasesTitle }).waitFor();
    await page.getByRole('link', { name: p.receiptLink }).first().waitFor();
    expect(await hasHorizontalScroll(page)).toMatchObject({ scrolls: false });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/profile');
    await page
      .getByRole('heading', { level: 1, name: messages.authPages.panelForAthletesTitle })
      .waitFor();
    await page.getByRole('link', { name: messages.authPages.goToOwnArea }).click();
    await waitForPath(page, '/fan/purchases');
  });
});
