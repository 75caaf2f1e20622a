import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpAthlete } from '../support/accounts';
import { DEMO } from '../support/api';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { resolutionsTexts as t } from '../support/texts';

/**
 * The resolution center, both sides, in two browser contexts at once: a fresh athlete (its own
 * account, so no other spec sees its resolution) opens a resolution, the demo admin answers it
 * in the console, and each sees the other's messages without a reload (the event stream).
 * Script and HTML payloads in the messages are shown as text and never run.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
];

const thread = (page: Page) => page.getByRole('list', { name: t.threadLabel });
/** The stored messages' texts (a message being sent is marked aria-busy until it is stored). */
const messageTexts = (page: Page) =>
  thread(page).locator('li:not([aria-busy])').getByTestId('resolution-message-text');

/** Records any dialog (alert) a payload might open, and whether a payload ran. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    ran: () => page.evaluate(() => (window as { __xss?: number }).__xss ?? null),
  };
}

async function send(page: Page, label: string, text: string) {
  await field(page, label).fill(text);
  await page.getByRole('button', { name: t.send }).click();
}

describe('resolution center across two browsers', () => {
  it('an athlete opens a resolution, the admin answers, both see it live', async () => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Rory', lastName: 'Quinn' });
    const a = await browser.newPage({ width: MOBILE, baseUrl });
    const aScripts = watchForScripts(a);
    await signIn(a, baseUrl, athlete);
    await a.goto('/admin/resolution-center');
    await a.getByText(t.empty).waitFor();

    // Add Resolution: the profile's facts read-only, type and description required.
    await a.getByRole('button', { name: t.addResolution }).click();
    const dialog = a.getByRole('dialog', { name: t.dialogTitle });
    await expect.poll(() => field(dialog, t.nameLabel).inputValue()).toBe('Rory Quinn');
    await dialog.getByRole('button', { name: t.submit }).click();
    await dialog.getByText(t.typeRequired).waitFor();
    await chooseOption(a, field(dialog, t.typeLabel), 'Financial');
    await field(dialog, t.descriptionLabel).fill('My first sale is not in my wallet.');
    await dialog.getByRole('button', { name: t.submit }).click();
    await a.getByRole('alert').filter({ hasText: t.added }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await a.getByRole('link', { name: /View Details/ }).click();
    await thread(a).getByText(t.noMessages).waitFor();

    // The operator, in another browser context, finds it in the console.
    const o = await browser.newPage({ width: DESKTOP, baseUrl });
    const oScripts = watchForScripts(o);
    await signIn(o, baseUrl, { ...DEMO.admin, panel: 'console' });
    await o.goto('/console/resolutions');
    await field(o, t.searchLabel).fill(athlete.email);
    await o.getByRole('link', { name: 'Rory Quinn', exact: true }).click();
    await o.getByText('My first sale is not in my wallet.').waitFor();

    // The athlete writes (payloads included); the console shows it without a reload.
    for (const payload of PAYLOADS) {
      await send(a, t.messageLabel, payload);
      await messageTexts(a).filter({ hasText: payload }).waitFor();
    }
    await expect.poll(() => messageTexts(o).allTextContents()).toEqual(PAYLOADS);

    // The operator answers; the athlete sees it labelled Admin without a reload.
    await send(o, t.replyLabel, 'We found it: it arrives tomorrow. <b>Thanks</b>');
    await messageTexts(o).filter({ hasText: 'arrives tomorrow' }).waitFor();
    const answer = thread(a).getByRole('listitem').filter({ hasText: 'arrives tomorrow' });
    await answer.waitFor();
    expect(await answer.getByText(t.admin, { exact: true }).count()).toBe(1);
    expect(await answer.getByTestId('resolution-message-text').textContent()).toBe(
      'We found it: it arrives tomorrow. <b>Thanks</b>',
    );

    // Accept (confirmed): the athlete's status turns Accepted live.
    await o.getByRole('button', { name: t.accept }).click();
    await o
      .getByRole('dialog', { name: t.acceptTitle })
      .getByRole('button', { name: t.confirm })
      .click();
    await o.getByRole('alert').filter({ hasText: t.accepted }).waitFor();
    await a.getByText(t.statusLabels.accepted, { exact: true }).waitFor();

    // No payload became markup, none ran, no dialog opened.
    for (const page of [a, o]) {
      expect(await thread(page).locator('img, script, svg, b').count()).toBe(0);
    }
    expect(await aScripts.ran()).toBeNull();
    expect(await oScripts.ran()).toBeNull();
    expect([...aScripts.dialogs, ...oScripts.dialogs]).toEqual([]);
    expect(browser.pageErrors(a)).toEqual([]);
    expect(browser.pageErrors(o)).toEqual([]);
  });
});
