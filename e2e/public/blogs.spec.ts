import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { messages } from '../support/texts';

/**
 * /blogs lists the seven demo posts of apps/server/src/seed/demo-blogs.ts and the one an
 * operator wrote in the console (demo-console-content.ts), newest first.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const t = messages.blogs;
const SHOTS = process.env.E2E_SHOTS_DIR;

const NEWEST_FIRST = [
  'Spring signing day: what to prepare',
  'Bargains and great deals for fans',
  'Why fans support student athletes',
  'Where to find your school on FHP',
  'When the spring contests open',
  'How talking badges work',
  'Who can join: college and high school athletes',
  'Welcome to FHP Updates & News',
];

const titles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
/** The input itself: the select's option list carries the same label. */
const input = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

async function choose(page: Page, label: string, option: string) {
  await chooseOption(page, input(page, label), option);
}

describe('FHP Updates & News', () => {
  it('lists the demo posts five at a time, newest first', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/blogs');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => titles(page)).toEqual(NEWEST_FIRST.slice(0, 5));
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/blogs-1280.png`, fullPage: true });
    await page.getByRole('button', { name: t.loadMore }).click();
    await expect.poll(() => titles(page)).toEqual(NEWEST_FIRST);
    await page.getByRole('button', { name: t.loadMore }).waitFor({ state: 'detached' });
  });

  it('narrows the list by category, year and a case-insensitive title search', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/blogs');
    await expect.poll(() => titles(page)).toEqual(NEWEST_FIRST.slice(0, 5));

    await choose(page, t.categoryLabel, 'Who');
    await expect
      .poll(() => titles(page))
      .toEqual(['Who can join: college and high school athletes']);
    expect(new URL(page.url()).searchParams.get('category')).toBe('who');
    await choose(page, t.categoryLabel, t.allCategories);

    await choose(page, t.yearLabel, '2024');
    await expect
      .poll(() => titles(page))
      .toEqual(['When the spring contests open', 'How talking badges work']);
    await choose(page, t.yearLabel, t.allYears);
    await expect.poll(() => titles(page)).toEqual(NEWEST_FIRST.slice(0, 5));

    // Any case matches: 'FANS' finds both posts about fans.
    const search = page.getByRole('searchbox', { name: t.searchLabel });
    await search.fill('FANS');
    await expect
      .poll(() => titles(page))
      .toEqual(['Bargains and great deals for fans', 'Why fans support student athletes']);
    expect(await page.getByRole('button', { name: t.loadMore }).count()).toBe(0);
    // Filters combine: the search and a category.
    await choose(page, t.categoryLabel, 'Why');
    await expect.poll(() => titles(page)).toEqual(['Why fans support student athletes']);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // Nothing matches: the empty state, whose button clears every filter.
    await search.fill('no such post');
    await page.getByText(t.empty).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/blogs-empty-375.png`, fullPage: true });
    await page.getByRole('button', { name: t.clearFilters }).click();
    await expect.poll(() => titles(page)).toEqual(NEWEST_FIRST.slice(0, 5));
    expect(await search.inputValue()).toBe('');
    expect(await input(page, t.categoryLabel).inputValue()).toBe(t.allCategories);
  });
});
