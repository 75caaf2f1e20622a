import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiGet, apiLogin, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { signIn } from '../support/session';
import { fanRequestsTexts as t } from '../support/texts';

/**
 * The demo athlete's fan call requests: these journeys complete and delete the seeded requests,
 * which no other spec reads (this spec owns that slice of the shared server's demo data). The seed has three (Frankie Fanning by WhatsApp, Morgan Manley by
 * Zoom, and an older completed Zoom call from Frankie): one page, so no Load More.
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();

const table = (page: Page) => page.getByRole('table', { name: t.tableLabel });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, callingId: string) =>
  bodyRows(page).filter({ has: page.getByText(callingId, { exact: true }) });

async function openFanRequests(width = DESKTOP) {
  const page = await browser.newPage({ width, baseUrl });
  await signIn(page, baseUrl, DEMO.athlete);
  await page.goto('/admin/fans-request');
  await table(page).waitFor();
  return page;
}

type FanRequestsPage = { items: { id: string; callTypeValue: string; status: string }[] };

describe('fan call requests', () => {
  it('lists the demo requests newest first with their columns and no Load More', async () => {
    const page = await openFanRequests();
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toEqual([...t.columns, t.actionsColumn]);
    await expect.poll(() => bodyRows(page).count()).toBe(3);
    const ids = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
    expect(ids).toEqual(['13055550199', 'manager@example.com', 'fan@example.com']);
    const whatsapp = rowOf(page, '13055550199');
    expect(await whatsapp.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['Frankie Fanning', 'WhatsApp', t.statusLabels.pending]),
    );
    // The completed one has both buttons disabled already.
    const completed = rowOf(page, 'fan@example.com');
    await completed.getByText(t.statusLabels.completed as string, { exact: true }).waitFor();
    expect(await completed.getByRole('button', { name: t.markAsDone }).isDisabled()).toBe(true);
    expect(await completed.getByRole('button', { name: t.delete }).isDisabled()).toBe(true);
    // Three requests are one page.
    expect(await page.getByRole('button', { name: t.loadMore }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('Delete asks "Are you sure?" and removes the request, on a phone', async () => {
    const page = await openFanRequests(MOBILE);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    const row = rowOf(page, 'manager@example.com');
    await row.getByRole('button', { name: t.deleteFor('Morgan Manley') }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmTitle });
    await dialog.getByText(t.confirmText('Morgan Manley')).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Cancel keeps it.
    await dialog.getByRole('button', { name: t.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: t.deleteFor('Morgan Manley') }).click();
    await dialog.getByRole('button', { name: t.delete }).click();
    await page.getByRole('alert').filter({ hasText: t.deleted }).waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => bodyRows(page).count()).toBe(2);

    await page.reload();
    await expect.poll(() => bodyRows(page).count()).toBe(2);
    expect(await row.count()).toBe(0);
  });

  it('Mark as Done disables both buttons of the row, and another open page follows live', async () => {
    const watcher = await openFanRequests(MOBILE);
    const watched = rowOf(watcher, '13055550199');
    await watched.getByText(t.statusLabels.pending as string, { exact: true }).waitFor();
    await watcher.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'not reloaded';
    });

    const page = await openFanRequests();
    const row = rowOf(page, '13055550199');
    await row.getByRole('button', { name: t.markAsDoneFor('Frankie Fanning') }).click();
    await page.getByRole('alert').filter({ hasText: t.completed }).waitFor();
    await row.getByText(t.statusLabels.completed as string, { exact: true }).waitFor();
    await expect
      .poll(() => row.getByRole('button', { name: t.markAsDone }).isDisabled())
      .toBe(true);
    expect(await row.getByRole('button', { name: t.delete }).isDisabled()).toBe(true);

    // The athlete's other device (the phone page) shows it without a reload.
    await watched.getByText(t.statusLabels.completed as string, { exact: true }).waitFor();
    await expect
      .poll(() => watched.getByRole('button', { name: t.markAsDone }).isDisabled())
      .toBe(true);
    expect(
      await watcher.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker),
    ).toBe('not reloaded');

    // The server refuses to delete a completed request even if asked directly.
    const session = await apiLogin(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
    const list = await apiGet<FanRequestsPage>(baseUrl, '/api/fan-requests', session);
    const done = list.items.find((i) => i.callTypeValue === '13055550199');
    expect(done?.status).toBe('completed');
    const res = await fetch(`${baseUrl}/api/fan-requests/${done?.id}`, {
      method: 'DELETE',
      headers: { cookie: session.cookie },
    });
    expect(res.status).toBe(409);

    await page.reload();
    await row.getByText(t.statusLabels.completed as string, { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: t.markAsDone }).isDisabled()).toBe(true);
  });
});
