import {
  managerRatingsMessages as r,
  seasonalBadgesMessages as s,
  talkingBadgesMessages as tb,
} from '@fhp/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../registration/sign-up-steps';
import { signUpAthlete } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { messages } from '../support/texts';

/**
 * Seasonal and talking badges as a new athlete (signed up by this spec, so no other spec reads
 * its rows): the intro, six seasonal badges (the sixth through the simulated checkout), an edit
 * with a new QR image, a delete, a manager rating; a talking badge created and updated.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** A price chip ('$8'): its input is visually hidden, the label is what a person clicks. */
const chip = (scope: Locator, label: string) =>
  scope
    .locator('label')
    .filter({ hasText: new RegExp(`^\\${label}$`) })
    .first()
    .click();

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await chooseOption(page, field(scope, label), option);
}

/** Fills the required fields of the Create Badge dialog with an online video. */
async function fillSeasonal(page: Page, dialog: Locator, texts: [string, string, string]) {
  await pick(page, dialog, s.fields.type, 'Pre-event');
  await pick(page, dialog, s.fields.eventPlus, '3');
  await pick(page, dialog, s.fields.sport, 'FOOTBALL');
  await pick(page, dialog, s.fields.sportType, 'game');
  await chooseOption(page, field(dialog, s.fields.listNumber), '12', { search: '12' });
  await field(dialog, s.fields.typeData1).fill(texts[0]);
  await field(dialog, s.fields.typeData2).fill(texts[1]);
  await field(dialog, s.fields.typeData3).fill(texts[2]);
  await field(dialog, s.fields.videoUrl).fill('https://videos.example/clip');
  await chip(dialog, '$8');
}

/** Badges 2 to 5 straight through the API (the dialog is covered by the first and sixth). */
async function createThroughApi(cookie: string, n: number) {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      type: 'Pre-season',
      year: 2026,
      sport: 'BASKETBALL',
      sportType: 'match',
      listNumber: n,
      typeData1: `API${n}`,
      typeData2: 'TWO',
      typeData3: 'THREE',
      videoUrl: 'https://videos.example/api',
      videoPriceCents: 600,
    }),
  );
  const res = await fetch(`${baseUrl}/api/seasonal-badges`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
  });
  expect(res.status).toBe(201);
}

describe('seasonal badges', () => {
  it('create, the sixth through the checkout, edit with a new QR image, delete, rate the manager', async (test) => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Riley', lastName: 'Stone' });
    const page = await browser.newPage({ width: DESKTOP, baseUrl, test });
    const cookie = await signIn(page, baseUrl, athlete);
    await page.goto('/admin/seasonal-badges');

    // The intro until Continue, remembered on the server.
    await page.getByText(s.tips[0]).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: s.continue }).click();
    await page.getByText(s.empty).waitFor();
    await page.reload();
    await page.getByText(s.empty).waitFor();
    expect(await page.getByText(s.tips[0]).count()).toBe(0);

    // Badge 1 through the dialog, with the spec's messages first.
    await page.getByRole('button', { name: s.createBadge }).first().click();
    const dialog = page.getByRole('dialog', { name: s.createBadge });
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await dialog.getByText(s.emptyFields).first().waitFor();
    await field(dialog, s.fields.typeData1).fill('FAR TOO LONG');
    await field(dialog, s.fields.managerEmail).fill('nobody-here@example.com');
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await dialog.getByText(s.textTooLong).waitFor();
    await expectNoSeriousA11yViolations(page);
    await fillSeasonal(page, dialog, ['RIVALS', 'HOME', 'OPENER']);
    // A well-formed e-mail of nobody: the server's message.
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await dialog.getByText(s.invalidManager).first().waitFor();
    await field(dialog, s.fields.managerEmail).fill('manager@example.com');
    const preview = dialog.getByRole('figure', { name: s.previewLabel });
    await preview.getByText('RIVALS').waitFor();
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await toast(page, s.badgeAdded);
    const table = page.getByRole('table', { name: s.tableLabel });
    await table.getByText('Pre-event 3 · 2026').waitFor();

    // Badges 2 to 5, then the sixth costs the fee.
    for (const n of [2, 3, 4, 5]) await createThroughApi(cookie, n);
    await page.reload();
    await page.getByText(s.feeNotice).first().waitFor();
    await page.getByRole('button', { name: s.createBadge }).first().click();
    await dialog.getByText(s.feeNotice).waitFor();
    await fillSeasonal(page, dialog, ['SIXTH', 'PAID', 'BADGE']);
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
    await page.getByText('$0.30').first().waitFor();
    await page.getByRole('button', { name: messages.payments.approve }).click();
    await page.waitForURL((url) => url.pathname === '/admin/seasonal-badges');
    await toast(page, s.badgeAdded);
    await page.waitForURL((url) => url.search === '');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(6); // the header and 5 a page
    await page.getByRole('button', { name: 'Load More' }).click();
    await table.getByRole('row').nth(6).waitFor();

    // Edit the newest (the sixth): a new QR image with its card price.
    await table.getByRole('button', { name: s.edit }).first().click();
    const edit = page.getByRole('dialog', { name: s.editBadge });
    await field(edit, s.fields.typeData1).waitFor();
    expect(await field(edit, s.fields.typeData1).inputValue()).toBe('SIXTH');
    await edit.locator('input[type="file"]').setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: tinyPng(64),
    });
    await edit.getByRole('button', { name: s.save }).click();
    await edit.getByText(s.addAmount).waitFor();
    await chip(edit, '$16');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: s.save }).click();
    await toast(page, s.badgeUpdated);
    await table.getByText('$16.00').first().waitFor();

    // Delete one after the confirmation.
    const rowsBefore = await table.getByRole('row').count();
    await table.getByRole('button', { name: s.delete }).first().click();
    const confirm = page.getByRole('dialog').filter({ hasText: s.deleteConfirm });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: s.delete }).click();
    await toast(page, s.badgeDeleted);
    await page.waitForFunction(
      ([label, before]) =>
        document.querySelectorAll(`table[aria-label="${label}"] tbody tr`).length === before - 2,
      [s.tableLabel, rowsBefore] as const,
    );

    // Rate the manager of badge 1 (the only one with a manager).
    const rate = table.getByRole('button', { name: r.action }).and(page.locator(':enabled'));
    expect(await rate.count()).toBe(1);
    await rate.click();
    const rating = page.getByRole('dialog', { name: r.title });
    await rating.getByRole('button', { name: r.submit }).click();
    await rating.getByText(r.addRating).waitFor();
    await rating.getByText(r.addSatisfaction).waitFor();
    await rating.getByText(r.addRemarks).waitFor();
    await rating
      .getByRole('radiogroup', { name: r.ratingLabel })
      .getByRole('radio', { name: r.stars(3) })
      .click();
    await rating.getByText('Satisfied', { exact: true }).click();
    await field(rating, r.remarksLabel).fill('Answered every message');
    await rating.getByRole('switch', { name: r.strategySwitch }).check({ force: true });
    await rating.getByRole('button', { name: r.submit }).click();
    await rating.getByText(r.addStrategyRating).waitFor();
    await rating
      .getByRole('radiogroup', { name: r.strategyRatingLabel })
      .getByRole('radio', { name: r.stars(2) })
      .click();
    await field(rating, r.strategyRemarksLabel).fill('Good season plan');
    await expectNoSeriousA11yViolations(page);
    await rating.getByRole('button', { name: r.submit }).click();
    await toast(page, r.ratingAdded);
    await table.getByRole('button', { name: r.rated }).waitFor();
    expect(await table.getByRole('button', { name: r.rated }).isDisabled()).toBe(true);

    // My Seasonal Badges: the FOOTBALL cards; BASEBALL has none.
    await page.getByRole('tab', { name: 'BASEBALL' }).click();
    await page.getByText(s.noCard).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(browser.pageErrors(page)).toEqual([]);
  }, 240_000);

  it('fits a phone: list, create dialog and rating without sideways scrolling', async (test) => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Jo', lastName: 'Park' });
    const page = await browser.newPage({ width: MOBILE, baseUrl, test });
    const cookie = await signIn(page, baseUrl, athlete);
    await fetch(`${baseUrl}/api/intros/seasonal-badges`, {
      method: 'PUT',
      headers: { cookie, origin: baseUrl },
    });
    await createThroughApi(cookie, 1);
    await page.goto('/admin/seasonal-badges');
    await page.getByRole('table', { name: s.tableLabel }).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await page.getByRole('button', { name: s.createBadge }).first().click();
    const dialog = page.getByRole('dialog', { name: s.createBadge });
    await dialog.getByRole('button', { name: s.createBadge }).click();
    await dialog.getByText(s.emptyFields).first().waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    expect(browser.pageErrors(page)).toEqual([]);
  }, 120_000);
});

describe('talking badges', () => {
  it('creates and updates a talking badge, with the spec messages', async (test) => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Sam', lastName: 'Lee' });
    const page = await browser.newPage({ width: DESKTOP, baseUrl, test });
    await signIn(page, baseUrl, athlete);
    await page.goto('/admin/talking-badges');
    await page.getByText(tb.templateTitle).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: tb.continue }).click();
    await page.getByText(tb.empty).waitFor();

    await page.getByRole('button', { name: tb.createBadge }).first().click();
    const dialog = page.getByRole('dialog', { name: tb.createBadge });
    await dialog.getByRole('button', { name: tb.createBadge }).click();
    await dialog.getByText(tb.descriptionRequired).waitFor();
    await dialog.getByText(tb.addAmount).waitFor();
    await field(dialog, tb.fields.description).fill('This is much too long!');
    await field(dialog, tb.fields.managerEmail).fill('fan@example.com');
    await chip(dialog, '$6');
    const files = dialog.locator('input[type="file"]');
    for (const i of [0, 1]) {
      await files.nth(i).setInputFiles({
        name: `img${i}.png`,
        mimeType: 'image/png',
        buffer: tinyPng(48),
      });
    }
    await dialog.getByRole('button', { name: tb.createBadge }).click();
    await dialog.getByText(tb.descriptionTooLong).waitFor();
    await field(dialog, tb.fields.description).fill('Game day');
    await dialog.getByRole('button', { name: tb.createBadge }).click();
    // fan@example.com is a fan, not a manager.
    await dialog.getByText(tb.managerMissing).first().waitFor();
    await field(dialog, tb.fields.managerEmail).fill('manager@example.com');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: tb.createBadge }).click();
    await toast(page, tb.badgeAdded);
    const table = page.getByRole('table', { name: tb.tableLabel });
    await table.getByText('$6.00').waitFor();

    await table.getByRole('button', { name: tb.edit }).click();
    const update = page.getByRole('dialog', { name: tb.updateBadge });
    await field(update, tb.fields.description).fill('Finals week');
    await chip(update, '$10');
    await update.getByRole('button', { name: tb.updateBadge }).click();
    await toast(page, tb.badgeUpdated);
    await table.getByText('Finals week').waitFor();
    await table.getByText('$10.00').waitFor();
    expect(browser.pageErrors(page)).toEqual([]);
  }, 180_000);
});
