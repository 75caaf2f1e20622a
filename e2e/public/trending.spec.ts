import type { TPurchaseKind, TTrendingResponse } from '@fhp/domain';
import { TRENDING_LIMIT } from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { apiLogin, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { editLabel, messages, profileTexts as profile, saveLabel } from '../support/texts';

/**
 * /trending counts the last 7 days of purchases: the demo accounts' sales
 * (apps/server/src/seed/demo-purchases.ts) and the roster's (demo-roster-seed.ts, dated relative
 * to now), so every tab holds up to ten athletes. The server's ranking is checked by
 * demo-sales.test.ts; here the page shows the API's lists for the filters chosen, and the
 * filters narrow them (Jordan Rivera, Basketball, Male: his endorsement of 5 minutes ago is
 * always in the week).
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
/** The names the API ranks for a tab and filters, top first ("N/A" for none, as the page). */
const ranked = async (kind: TPurchaseKind, filters: Record<string, string> = {}) => {
  const query = new URLSearchParams(filters).toString();
  const body = (await (
    await fetch(`${baseUrl}/api/trending?${query}`)
  ).json()) as TTrendingResponse;
  const names = body.lists[kind].map((a) => `${a.firstName} ${a.lastName}`);
  return names.length ? names : [t.notAvailable];
};
/** The athlete names of the open tab, top first. */
const names = (page: Page) =>
  panel(page)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelector('td:last-child')?.textContent ?? ''),
    );

describe('who is popular last week', () => {
  it("links each athlete's ID and name to their page, in the served HTML as well", async () => {
    const [top] = ((await (await fetch(`${baseUrl}/api/trending`)).json()) as TTrendingResponse)
      .lists.sport_badge;
    if (!top) throw new Error('the demo has sport badge sales this week');
    const id = String(top.athleteNumber);
    // Rendered on the server with the week's data (decision 0037): real links before any script.
    const served = await (await fetch(`${baseUrl}/trending`)).text();
    expect(served).toMatch(new RegExp(`<a\\b[^>]*href="/athletes/${id}"[^>]*>${id}</a>`));
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/trending');
    const link = panel(page).getByRole('link', { name: id, exact: true });
    expect(await link.getAttribute('href')).toBe(`/athletes/${id}`);
    await panel(page)
      .getByRole('link', { name: `${top.firstName} ${top.lastName}` })
      .click();
    await page.waitForURL(`**/athletes/${id}`);
  });

  it('lists seven tabs with the demo purchases, and the filters change the lists', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/trending');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const tabs = page.getByRole('tablist', { name: t.tabsLabel }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(Object.values(t.tabs));

    // Sport badges (the first tab): a full list, as the API ranks it.
    const sportBadges = await ranked('sport_badge');
    expect(sportBadges).toHaveLength(TRENDING_LIMIT);
    await expect.poll(() => names(page)).toEqual(sportBadges);
    await panel(page).getByRole('columnheader', { name: t.athleteIdColumn }).waitFor();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trending-1280.png`, fullPage: true });

    await page.getByRole('tab', { name: t.tabs.momento }).click();
    await expect.poll(() => names(page)).toEqual(await ranked('momento'));
    expect(new URL(page.url()).searchParams.get('tab')).toBe('momento');

    // Female athletes only: another list, without Jordan Rivera.
    await page.getByRole('tab', { name: t.tabs.sport_badge }).click();
    await chooseOption(page, input(page, t.genderLabel), t.female);
    const female = await ranked('sport_badge', { gender: 'Female' });
    expect(female).not.toEqual(sportBadges);
    expect(female).not.toContain('Jordan Rivera');
    await expect.poll(() => names(page)).toEqual(female);
    expect(new URL(page.url()).searchParams.get('gender')).toBe('Female');

    // Male, Endorsements, then Basketball: Jordan's endorsement of 5 minutes ago keeps him in.
    await chooseOption(page, input(page, t.genderLabel), t.male);
    await page.getByRole('tab', { name: t.tabs.endorsement }).click();
    await expect.poll(() => names(page)).toEqual(await ranked('endorsement', { gender: 'Male' }));
    await chooseOption(page, input(page, t.sportLabel), 'Basketball', { search: 'Basketball' });
    const basketball = await ranked('endorsement', { gender: 'Male', sport: 'Basketball' });
    expect(basketball).toContain('Jordan Rivera');
    expect(basketball).not.toContain('Sofia Delgado');
    await expect.poll(() => names(page)).toEqual(basketball);
    expect(new URL(page.url()).searchParams.get('sport')).toBe('Basketball');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows N/A in every tab for a sport nobody bought from, and fits a phone', async () => {
    const page = await browser.newPage({ width: MOBILE });
    // The view lives in the address: a shared link opens the same filters. Nobody in the demo
    // shoots (Rifle is a sport of the reference list).
    await page.goto('/trending?sport=Rifle&tab=group_chat');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(t.tabs.group_chat);
    expect(await input(page, t.sportLabel).inputValue()).toBe('Rifle');
    for (const kind of Object.keys(t.tabs) as (keyof typeof t.tabs)[]) {
      await page.getByRole('tab', { name: t.tabs[kind] }).click();
      await expect.poll(() => names(page), { message: kind }).toEqual([t.notAvailable]);
    }
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trending-na-375.png`, fullPage: true });

    // Clearing the sport brings the demo data back.
    await page.goto('/trending?tab=group_chat');
    await expect.poll(() => names(page)).toEqual(await ranked('group_chat'));
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
    // This journey changes the demo athlete's gender, and puts it back whatever happens: the
    // trending spec lists Jordan among the male athletes.
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
