import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { messages, placesTexts as t } from '../support/texts';

/**
 * Requested cities and sports as the demo athlete: these journeys add requests and change
 * support counts, which no other spec reads (this spec owns them on the shared server). Seeded:
 * cities Boca Raton (supported by the athlete and the fan: 2) and San Marcos (1, by the second
 * athlete); sports Lacrosse (1, by the fan) and Rugby (1, by the athlete).
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();
const m = messages.requestedPlaces;

async function openScreen(path: string, tableLabel: string, width = DESKTOP) {
  const page = await browser.newPage({ width, baseUrl });
  await signIn(page, baseUrl, DEMO.athlete);
  await page.goto(path);
  await page.getByRole('table', { name: tableLabel }).waitFor();
  return page;
}

const heart = (page: Page, name: string) =>
  // Named by its count first (the visible text), then what it does: t.supportFor.
  page.getByRole('button', { name: new RegExp(`^\\d+, support ${name}$`) });

/** Toggles a heart and checks its count and pressed state before and after. */
async function toggleHeart(page: Page, name: string, from: number, pressed: boolean) {
  const button = heart(page, name);
  expect(await button.getAttribute('aria-label')).toBe(t.supportFor(name, from));
  expect(await button.getAttribute('aria-pressed')).toBe(String(pressed));
  await button.click();
  const to = pressed ? from - 1 : from + 1;
  await page
    .getByRole('button', { name: t.supportFor(name, to), exact: true })
    .and(page.locator(`[aria-pressed="${!pressed}"]`))
    .waitFor();
  expect((await heart(page, name).textContent())?.trim()).toBe(String(to));
  await page
    .getByRole('alert')
    .filter({ hasText: pressed ? m.supportRemoved : m.supportAdded })
    .first()
    .waitFor();
}

async function pickState(page: Page, scope: ReturnType<Page['getByRole']>, state: string) {
  await chooseOption(page, field(scope, t.labels.state), state);
}

describe('requested cities', () => {
  const screen = t.screens.city;

  it('toggles support on a city: the count goes up, and back down', async () => {
    const page = await openScreen(screen.path, screen.tableLabel);
    const rows = page.getByRole('table', { name: screen.tableLabel }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expectNoSeriousA11yViolations(page);

    await toggleHeart(page, 'San Marcos, Texas', 1, false);
    await page.reload();
    await heart(page, 'San Marcos, Texas').waitFor();
    expect(await heart(page, 'San Marcos, Texas').getAttribute('aria-label')).toBe(
      t.supportFor('San Marcos, Texas', 2),
    );
    await toggleHeart(page, 'San Marcos, Texas', 2, true);
    // The athlete's own support on Boca Raton can be taken back too.
    await toggleHeart(page, 'Boca Raton, Florida', 2, true);
    await toggleHeart(page, 'Boca Raton, Florida', 1, false);
  });

  it('Add New City checks every field and lists the request title-cased', async () => {
    const page = await openScreen(screen.path, screen.tableLabel);
    await page.getByRole('button', { name: screen.addButton }).click();
    const dialog = page.getByRole('dialog', { name: screen.dialogTitle });
    await dialog.getByRole('button', { name: t.submit }).click();
    for (const message of [m.stateRequired, m.cityRequired, m.collegeRequired, m.sportRequired]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await expectNoSeriousA11yViolations(page);

    await pickState(page, dialog, 'Florida');
    await field(dialog, t.labels.city).fill('  west palm   beach ');
    await field(dialog, t.labels.college).fill('palm beach atlantic university');
    await field(dialog, t.labels.sport).fill('beach volleyball');
    await field(dialog, t.labels.sport).press('Escape');
    await field(dialog, t.labels.city).focus();
    // Shown title-cased as soon as a field is left.
    await expect.poll(() => field(dialog, t.labels.city).inputValue()).toBe('West Palm Beach');
    await dialog.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').filter({ hasText: m.cityRequested }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: screen.tableLabel });
    const row = table.locator('tbody tr').filter({ hasText: 'West Palm Beach' });
    await row.waitFor();
    const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
    expect(cells.slice(0, 4)).toEqual([
      `West Palm Beach${t.addedByYou}`,
      'Palm Beach Atlantic University',
      'Florida',
      'Beach Volleyball',
    ]);
    expect(cells[4]).toBe(t.statusLabels.pending);
    expect(await heart(page, 'West Palm Beach, Florida').textContent()).toBe('0');

    await page.reload();
    await row.waitFor();
  });
});

describe('requested sports', () => {
  const screen = t.screens.sport;

  it('toggles support on a sport and adds one with every field required, on a phone', async () => {
    const page = await openScreen(screen.path, screen.tableLabel, MOBILE);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await toggleHeart(page, 'Lacrosse, Florida International University', 1, false);
    await toggleHeart(page, 'Lacrosse, Florida International University', 2, true);

    await page.getByRole('button', { name: screen.addButton }).click();
    const dialog = page.getByRole('dialog', { name: screen.dialogTitle });
    await dialog.getByRole('button', { name: t.submit }).click();
    for (const message of [m.sportRequired, m.collegeRequired, m.stateRequired, m.cityRequired]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await expectNoSeriousA11yViolations(page);

    // Each filled field clears only its own message.
    await field(dialog, t.labels.sport).fill('water polo');
    await field(dialog, t.labels.college).fill('university of miami');
    await dialog.getByRole('button', { name: t.submit }).click();
    await dialog.getByText(m.stateRequired, { exact: true }).waitFor();
    await dialog.getByText(m.cityRequired, { exact: true }).waitFor();
    expect(await dialog.getByText(m.sportRequired, { exact: true }).count()).toBe(0);

    await pickState(page, dialog, 'Florida');
    await field(dialog, t.labels.city).fill('coral gables');
    await dialog.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').filter({ hasText: m.sportRequested }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page
      .getByRole('table', { name: screen.tableLabel })
      .locator('tbody tr')
      .filter({ hasText: 'Water Polo' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const value of ['Water Polo', 'University Of Miami', 'Florida', 'Coral Gables']) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain('water polo');
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
  });
});
