import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { apiLogin, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { editLabel, messages, profileTexts as profile, saveLabel } from '../support/texts';

/**
 * /trending counts the last 7 days of purchases (apps/server/src/seed/demo-purchases.ts): two
 * demo sport-badge sales for Jordan Rivera (Basketball, Male), one for Maya Chen (Soccer,
 * Female); her 10-day-old sale is outside the window.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const t = messages.trending;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The input itself: the select's option list carries the same label. */
const input = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));
/** A Mantine notification (toast) with this text. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const panel = (page: Page) => page.getByRole('tabpanel');
/** The athlete names of the open tab, top first. */
const names = (page: Page) =>
  panel(page)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelector('td:last-child')?.textContent ?? ''),
    );

describe('who is popular last week', () => {
  it("links each athlete's ID and name to their page, in the served HTML as well", async () => {
    // Rendered on the server with the week's data (decision 0037): real links before any script.
    const served = await (await fetch(`${baseUrl}/trending`)).text();
    expect(served).toMatch(/<a\b[^>]*href="\/athletes\/1001"[^>]*>1001<\/a>/);
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/trending');
    const id = panel(page).getByRole('link', { name: '1001', exact: true });
    expect(await id.getAttribute('href')).toBe('/athletes/1001');
    await panel(page).getByRole('link', { name: 'Jordan Rivera' }).click();
    await page.waitForURL('**/athletes/1001');
  });

  it('lists seven tabs with the demo purchases, and the filters change the lists', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/trending');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const tabs = page.getByRole('tablist', { name: t.tabsLabel }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(Object.values(t.tabs));

    // Sport badges (the first tab): Jordan's two sales rank him above Maya's one.
    await expect.poll(() => names(page)).toEqual(['Jordan Rivera', 'Maya Chen']);
    await panel(page).getByRole('columnheader', { name: t.athleteIdColumn }).waitFor();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trending-1280.png`, fullPage: true });

    await page.getByRole('tab', { name: t.tabs.momento }).click();
    await expect.poll(() => names(page)).toEqual(['Maya Chen']);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('momento');

    // Female athletes only: Jordan leaves every list; Single Chat (his only) becomes N/A.
    await page.getByRole('tab', { name: t.tabs.sport_badge }).click();
    await chooseOption(page, input(page, t.genderLabel), t.female);
    await expect.poll(() => names(page)).toEqual(['Maya Chen']);
    expect(new URL(page.url()).searchParams.get('gender')).toBe('Female');
    await page.getByRole('tab', { name: t.tabs.single_chat }).click();
    await expect.poll(() => names(page)).toEqual([t.notAvailable]);

    // Back to both genders, then Basketball: only Jordan.
    await chooseOption(page, input(page, t.genderLabel), t.allGenders);
    await expect.poll(() => names(page)).toEqual(['Jordan Rivera']);
    await page.getByRole('tab', { name: t.tabs.endorsement }).click();
    await expect.poll(() => names(page)).toEqual(['Maya Chen', 'Jordan Rivera']);
    await chooseOption(page, input(page, t.sportLabel), 'Basketball', { search: 'Basketball' });
    await expect.poll(() => names(page)).toEqual(['Jordan Rivera']);
    expect(new URL(page.url()).searchParams.get('sport')).toBe('Basketball');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows N/A in every tab for a sport nobody bought from, and fits a phone', async () => {
    const page = await browser.newPage({ width: MOBILE });
    // The view lives in the address: a shared link opens the same filters.
    await page.goto('/trending?sport=Baseball&tab=group_chat');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(t.tabs.group_chat);
    expect(await input(page, t.sportLabel).inputValue()).toBe('Baseball');
    for (const kind of Object.keys(t.tabs) as (keyof typeof t.tabs)[]) {
      await page.getByRole('tab', { name: t.tabs[kind] }).click();
      await expect.poll(() => names(page), { message: kind }).toEqual([t.notAvailable]);
    }
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trending-na-375.png`, fullPage: true });

    // Clearing the sport brings the demo data back.
    await page.goto('/trending?tab=group_chat');
    await expect.poll(() => names(page)).toEqual(['Jordan Rivera', 'Maya Chen']);
  });

  // Here rather than in the profile spec: while it runs, the lists above would change under
  // a trending test running beside it.
  it('follows the gender the athlete sets on the profile', async () => {
    /** Whether the demo athlete is in any trending list for this gender. */
    const trendingFor = async (gender: string) => {
      const res = await fetch(`${baseUrl}/api/trending?gender=${gender}`);
      const body = (await res.json()) as { lists: Record<string, { lastName: string }[]> };
      return Object.values(body.lists).some((list) => list.some((a) => a.lastName === 'Rivera'));
    };
    expect(await trendingFor('Male')).toBe(true);
    expect(await trendingFor('Female')).toBe(false);
    // Only the demo athlete has sales, so this journey changes it, and puts it back whatever
    // happens: the trending spec lists Jordan among the male athletes.
    onTestFinished(async () => {
      const session = await apiLogin(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
      const res = await fetch(`${baseUrl}/api/profile`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: session.cookie },
        body: JSON.stringify({ field: 'gender', value: 'Male' }),
      });
      expect(res.status).toBe(200);
    });

    const page = await browser.newPage({ width: MOBILE });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: editLabel(profile.genderLabel), exact: true }).click();
    const editor = main.getByRole('form', { name: editLabel(profile.genderLabel) });
    const group = editor.getByRole('radiogroup', { name: profile.genderLabel });
    expect(await group.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'Female', exact: true }).check();
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: saveLabel(profile.genderLabel) }).click();
    await toast(page, messages.profile.profileUpdated).waitFor();
    await editor.waitFor({ state: 'detached' });
    await main.getByText('Female', { exact: true }).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);

    expect(await trendingFor('Female')).toBe(true);
    expect(await trendingFor('Male')).toBe(false);
  });
});
