import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { messages } from '../support/texts';

/**
 * /bargains lists the eight active demo ads of apps/server/src/seed/demo-deals.ts, newest first
 * (one inactive ad is never listed). Only this file counts ad views on the shared server.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const t = messages.deals;
const SHOTS = process.env.E2E_SHOTS_DIR;

const NEWEST_FIRST = [
  'Game-day hotel rooms near the stadium: 15% off for FHP fans.',
  'Two slices and a drink for $6 after every home game.',
  'Smoothie bar: a free protein boost with any large smoothie.',
  'Team-colour towels and blankets, embroidered while you wait.',
  'Bowling night for the whole team: shoes included.',
  'Training shoes and apparel: 20% off with code FHP20.',
  'Action cameras to film your season, free shipping.',
  'Driving lessons for new drivers, student rates.',
];
const HOTEL = NEWEST_FIRST[0] ?? '';

type Ad = { id: string; description: string; website: string; totalViews: number };
async function demoAd(description: string): Promise<Ad> {
  const res = await fetch(`${baseUrl}/api/deals?limit=50`);
  const page = (await res.json()) as { items: Ad[] };
  const ad = page.items.find((a) => a.description === description);
  if (!ad) throw new Error(`no demo ad "${description}"`);
  return ad;
}

const ads = (page: Page) => page.getByRole('article');
const descriptions = (page: Page) =>
  ads(page).evaluateAll((cards) =>
    // The card's last paragraph is the ad's text (after its view count and vendor).
    cards.map((card) => [...card.querySelectorAll('p')].at(-1)?.textContent ?? ''),
  );
const card = (page: Page, description: string) => ads(page).filter({ hasText: description });
/** The input itself: the select's option list carries the same label. */
const categoryInput = (page: Page) =>
  page.locator('input').and(page.getByLabel(t.categoryLabel, { exact: true }));

async function chooseCategory(page: Page, option: string) {
  await chooseOption(page, categoryInput(page), option);
}

describe('Great DEALS!', () => {
  it('pages the ads five at a time with Load More and filters them by category', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/bargains');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => descriptions(page)).toEqual(NEWEST_FIRST.slice(0, 5));
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deals-1280.png`, fullPage: true });
    await page.getByRole('button', { name: t.loadMore }).click();
    await expect.poll(() => descriptions(page)).toEqual(NEWEST_FIRST);
    await page.getByRole('button', { name: t.loadMore }).waitFor({ state: 'detached' });
    // The inactive ad is never listed.
    expect(await page.getByText('this offer has ended').count()).toBe(0);

    await chooseCategory(page, 'Food & Beverage');
    await expect.poll(() => descriptions(page)).toEqual(NEWEST_FIRST.slice(1, 3));
    expect(new URL(page.url()).searchParams.get('category')).toBe('FB');
    await card(page, NEWEST_FIRST[1] ?? '')
      .getByText('Food & Beverage')
      .waitFor();
    expect(await page.getByRole('button', { name: t.loadMore }).count()).toBe(0);
    await chooseCategory(page, 'Retail');
    await expect.poll(() => descriptions(page)).toEqual([NEWEST_FIRST[5]]);
    // Back to All: the pages loaded before are still there.
    await chooseCategory(page, t.allCategories);
    await expect.poll(() => descriptions(page)).toEqual(NEWEST_FIRST);
  });

  it("says 'No Ads Found' for a category without ads, on a phone", async () => {
    const page = await browser.newPage({ width: MOBILE });
    // Every category has a demo ad, so the server's answer for one of them is emptied here.
    await page.route('**/api/deals?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('category') !== 'OT') return route.continue();
      const res = await route.fetch();
      const body = (await res.json()) as { items: Ad[] };
      expect(body.items.length).toBe(1);
      await route.fulfill({ response: res, json: { items: [], nextCursor: null } });
    });
    await page.goto('/bargains?category=OT');
    await page.getByText(t.noAds).waitFor();
    expect(await ads(page).count()).toBe(0);
    expect(await categoryInput(page).inputValue()).toBe('Other');
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deals-empty-375.png`, fullPage: true });
    await chooseCategory(page, 'Tech/E-Commerce');
    await expect.poll(() => descriptions(page)).toEqual([NEWEST_FIRST[6]]);
  });

  it('opens the vendor only after the reviews box is ticked, and counts one guest once', async () => {
    const before = await demoAd(HOTEL);
    const page = await browser.newPage({ width: MOBILE });
    // The vendor's site is not on the internet here: answer for it.
    await page
      .context()
      .route('https://hotels.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Hotels</title><h1>Hotels</h1>' }),
      );
    await page.goto('/bargains');
    const hotel = card(page, HOTEL);
    // The vendor (the demo's ads have no vendor account: the site's host); the views only once
    // someone has viewed the ad.
    await hotel.getByText(t.vendor('hotels.example.com'), { exact: true }).waitFor();
    if (before.totalViews > 0) {
      await hotel.getByText(t.views(before.totalViews), { exact: true }).waitFor();
    } else {
      expect(await hotel.getByText(t.views(0), { exact: true }).count()).toBe(0);
    }

    // Cancel: nothing opens, nothing is counted, and the box is unticked next time.
    await hotel.getByRole('button', { name: `${t.visitSite}: ${HOTEL}` }).click();
    const dialog = page.getByRole('dialog', { name: t.leaveTitle });
    await dialog.waitFor();
    const ok = dialog.getByRole('button', { name: t.leaveOk, exact: true });
    expect(await ok.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deals-leave-375.png` });
    await dialog.getByRole('checkbox', { name: t.leaveCheckbox }).check();
    expect(await ok.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: t.leaveCancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await demoAd(HOTEL)).totalViews).toBe(before.totalViews);

    const visit = async () => {
      await hotel.getByRole('button', { name: `${t.visitSite}: ${HOTEL}` }).click();
      await dialog.waitFor();
      expect(await ok.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: t.leaveCheckbox }).check();
      const [vendor, counted] = await Promise.all([
        page.context().waitForEvent('page'),
        page.waitForResponse((r) => r.url().endsWith(`/api/deals/${before.id}/views`)),
        ok.click(),
      ]);
      await vendor.waitForURL('https://hotels.example.com/**');
      await vendor.close();
      await dialog.waitFor({ state: 'detached' });
      return (await counted.json()) as { counted: boolean; totalViews: number };
    };

    // The first Ok counts this guest; the card shows the new total.
    expect(await visit()).toEqual({ counted: true, totalViews: before.totalViews + 1 });
    await hotel.getByText(t.views(before.totalViews + 1), { exact: true }).waitFor();
    // The same guest again: not counted twice.
    expect(await visit()).toEqual({ counted: false, totalViews: before.totalViews + 1 });
    await page.reload();
    await card(page, HOTEL)
      .getByText(t.views(before.totalViews + 1), { exact: true })
      .waitFor();

    // Another browser (another user agent) is another guest.
    const other = await fetch(`${baseUrl}/api/deals/${before.id}/views`, {
      method: 'POST',
      headers: { 'user-agent': 'e2e another guest' },
    });
    expect(await other.json()).toEqual({ counted: true, totalViews: before.totalViews + 2 });
    expect((await demoAd(HOTEL)).totalViews).toBe(before.totalViews + 2);
  });
});
