import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { formatDate, messages } from '../support/texts';

/**
 * The badge verification pages (spec part 3): the demo data has purchases with fixed ids
 * (apps/server/src/seed/demo-purchases.ts, DEMO_PURCHASE_IDS), readable without signing in.
 */
const DEMO_IDS = {
  endorsement: '00000000-0000-4000-8000-00000000e001',
  sportBadge: '00000000-0000-4000-8000-00000000b001',
  /** $1, 10 days old: its one week of public display is over. */
  oldSportBadge: '00000000-0000-4000-8000-00000000b0ff',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const t = messages.verification;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The page's date in the browser's time zone (the test contexts run in America/New_York). */
const pageDate = (iso: string) => formatDate(iso, 'America/New_York');

type Verification = { purchasedAt: string; license: { endsAt: string } };
async function purchase(kind: string, id: string): Promise<Verification> {
  const res = await fetch(`${baseUrl}/api/verification/${kind}/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Verification;
}

const table = (page: Page) => page.getByRole('table', { name: t.tableCaption });
const cell = (page: Page, label: string) =>
  table(page).getByRole('row', { name: label }).getByRole('cell');

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('badge verification', () => {
  it('shows the demo endorsement: purchase table, active license and a QR code of the page', async () => {
    const path = `/verify/endorsment_badges/${DEMO_IDS.endorsement}`;
    const record = await purchase('endorsment_badges', DEMO_IDS.endorsement);
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto(path);
    await table(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
    await page.getByText(t.kindTitles.endorsment_badges, { exact: true }).waitFor();
    expect(await cell(page, t.fanName).textContent()).toBe('Frankie Fanning');
    // A public page: the addresses are masked (first letter and domain), never in full.
    expect(await cell(page, t.fanEmail).textContent()).toBe('f•••@example.com');
    expect(await cell(page, t.athleteName).textContent()).toBe('Jordan Rivera');
    expect(await cell(page, t.athleteEmail).textContent()).toBe('a•••@example.com');
    expect(await page.content()).not.toContain('athlete@example.com');
    expect(await cell(page, t.purchaseAmount).textContent()).toBe('$8.00');
    const date = (await cell(page, t.purchaseDate).textContent()) ?? '';
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(date).toBe(pageDate(record.purchasedAt));

    // $8 buys 8 weeks from a purchase made minutes ago.
    await page.getByText(t.licenseActive, { exact: true }).waitFor();
    await page.getByText(t.licenseActiveUntil(pageDate(record.license.endsAt))).waitFor();
    await page.getByText(t.licenseRule(8)).waitFor();

    // A real QR code: an SVG with modules, whose text is this page's address.
    const qr = page.getByRole('img', { name: t.qrAlt });
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(100);
    await page.getByText(`${baseUrl}${path}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.print }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'verification-1280');

    // The print sheet keeps the table and the code, without the Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await qr.isVisible()).toBe(true);
    expect(await table(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t.print }).isVisible()).toBe(false);
  });

  it('says the license of the 10-day-old $1 sport badge has expired, on a phone', async () => {
    const record = await purchase('my_badges', DEMO_IDS.oldSportBadge);
    const page = await browser.newPage({ width: MOBILE });
    await page.goto(`/verify/my_badges/${DEMO_IDS.oldSportBadge}`);
    await table(page).waitFor();
    await page.getByText(t.kindTitles.my_badges, { exact: true }).waitFor();
    expect(await cell(page, t.athleteName).textContent()).toBe('Maya Chen');
    expect(await cell(page, t.fanName).textContent()).toBe('Morgan Manley');
    expect(await cell(page, t.purchaseAmount).textContent()).toBe('$1.00');
    await page.getByText(t.licenseExpired, { exact: true }).waitFor();
    await page.getByText(t.licenseEndedOn(pageDate(record.license.endsAt))).waitFor();
    expect(await page.getByText(t.licenseActive, { exact: true }).count()).toBe(0);
    await page.getByRole('img', { name: t.qrAlt }).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'verification-expired-375');

    // The recent demo sport badge, by contrast, is still on display.
    await page.goto(`/verify/my_badges/${DEMO_IDS.sportBadge}`);
    await page.getByText(t.licenseActive, { exact: true }).waitFor();
    expect(await cell(page, t.athleteName).textContent()).toBe('Jordan Rivera');
  });

  it("shows 'This Badge not found' for an unknown id or another kind's id", async () => {
    const page = await browser.newPage({ width: MOBILE });
    for (const path of [
      `/verify/endorsment_badges/${UNKNOWN_ID}`,
      // The endorsement's id under the sport-badge kind is not a sport badge.
      `/verify/my_badges/${DEMO_IDS.endorsement}`,
      '/verify/endorsment_badges/not-a-uuid',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: t.notFound }).waitFor();
      expect(await page.getByRole('table').count(), path).toBe(0);
      expect(await page.getByRole('img', { name: t.qrAlt }).count(), path).toBe(0);
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'verification-not-found-375');
    await page.getByRole('link', { name: t.goHome }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
