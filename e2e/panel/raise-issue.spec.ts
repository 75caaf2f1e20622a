import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { signIn } from '../support/session';
import { issuesTexts as t } from '../support/texts';

/**
 * Raise an Issue for the demo athlete: these journeys add, rewrite and delete issues, which no
 * other spec reads (this spec owns that slice of the shared server's demo data). The seed has
 * two: #4821 (two hours old) and #9310 (two days old).
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();

const list = (page: Page) => page.getByRole('list', { name: t.listLabel });
const cards = (page: Page) => list(page).getByRole('listitem');
const cardWith = (page: Page, text: string) => cards(page).filter({ hasText: text });
const issueNumberOf = async (card: ReturnType<typeof cardWith>) => {
  const text = (await card.getByText(/^Issue #\d+$/).textContent()) ?? '';
  return Number(text.replace('Issue #', ''));
};

async function openIssues(width = DESKTOP) {
  const page = await browser.newPage({ width, baseUrl });
  await signIn(page, baseUrl, DEMO.athlete);
  await page.goto('/admin/raise-issue');
  await list(page).waitFor();
  return page;
}

describe('raise an issue', () => {
  it('lists the demo issues and raises a new one that appears first as Submitted', async () => {
    const page = await openIssues();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await cards(page).first().getByText(t.issueNumber(4821)).count()).toBe(1);
    await cardWith(page, 'A fan says the chat link did not open.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.raiseIssue }).click();
    const dialog = page.getByRole('dialog', { name: t.createTitle });
    const message = field(dialog, t.messageLabel);
    // Empty (or only spaces) is refused with the schema's message.
    await message.fill('   ');
    await dialog.getByRole('button', { name: t.submit }).click();
    await dialog.getByText(t.messageRequired).waitFor();
    await expectNoSeriousA11yViolations(page);

    await message.fill('The wallet page shows the wrong balance.');
    await dialog.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').filter({ hasText: t.submitted }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page).count()).toBe(3);
    const first = cards(page).first();
    await first.getByText('The wallet page shows the wrong balance.').waitFor();
    await first.getByText(t.statusLabels.submitted as string, { exact: true }).waitFor();
    const n = await issueNumberOf(first);
    expect(n).toBeGreaterThanOrEqual(1000);
    expect(n).toBeLessThanOrEqual(10999);

    await page.reload();
    await cardWith(page, 'The wallet page shows the wrong balance.').waitFor();
  });

  it('edits an issue into a new submitted entry with a new number, first in the list', async () => {
    const page = await openIssues();
    const old = cardWith(page, 'A fan says the chat link did not open.');
    expect(await issueNumberOf(old)).toBe(9310);
    await old.getByRole('button', { name: t.editFor(9310) }).click();
    const dialog = page.getByRole('dialog', { name: t.editTitle });
    await dialog.getByText(t.editHint).waitFor();
    const message = field(dialog, t.messageLabel);
    expect(await message.inputValue()).toBe('A fan says the chat link did not open.');
    await message.fill('A fan says the chat link did not open on Android.');
    await dialog.getByRole('button', { name: t.save }).click();
    await page.getByRole('alert').filter({ hasText: t.updated }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const edited = cardWith(page, 'A fan says the chat link did not open on Android.');
    await edited.waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    // Rewritten, not added: the old text is gone, the entry is new (number, time, first place).
    expect(await cardWith(page, 'did not open.').count()).toBe(0);
    await expect
      .poll(async () => (await cards(page).first().textContent())?.includes('on Android'))
      .toBe(true);
    await edited.getByText(t.statusLabels.submitted as string, { exact: true }).waitFor();
    const n = await issueNumberOf(edited);
    expect(n).not.toBe(9310);
    expect(n).toBeGreaterThanOrEqual(1000);
    expect(n).toBeLessThanOrEqual(10999);
  });

  it('deletes an issue after "Are you sure?", on a phone', async () => {
    const page = await openIssues(MOBILE);
    await expect.poll(() => cards(page).count()).toBe(3);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    const target = cardWith(page, 'My seasonal badge photo looks blurry.');
    await target.getByRole('button', { name: t.deleteFor(4821) }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmTitle });
    await dialog.getByText(t.confirmText(4821)).waitFor();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: t.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await target.count()).toBe(1);

    await target.getByRole('button', { name: t.deleteFor(4821) }).click();
    await dialog.getByRole('button', { name: t.delete }).click();
    await page.getByRole('alert').filter({ hasText: t.deleted }).waitFor();
    await target.waitFor({ state: 'detached' });
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await target.count()).toBe(0);
  });
});
