import { describe, expect, inject, it } from 'vitest';
import { signUpAthlete } from '../support/accounts';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { pathOf, signIn, waitForPath } from '../support/session';
import { consoleUsersTexts as t } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

/**
 * Issue 34, item 5: an operator finds an athlete in the console and blocks them; the athlete's
 * open panel page is sent to sign-in at once, by the live event stream, without a reload.
 * A fresh athlete of its own (support/accounts.ts): no demo account is blocked.
 */
describe('console: blocking a user', () => {
  it("ends the athlete's open session at once", async () => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Blockable', lastName: 'Sprinter' });

    const panel = await browser.newPage({ width: DESKTOP });
    await signIn(panel, baseUrl, { ...athlete, panel: 'athlete' });
    await panel.goto('/admin/index');
    await panel.getByRole('banner').getByRole('heading', { level: 1 }).waitFor();
    // Survives only if the page is never reloaded.
    await panel.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    const ops = await browser.newPage({ width: DESKTOP });
    await signIn(ops, baseUrl, { ...DEMO.admin, panel: 'console' });
    await ops.goto(`/console/users?q=${encodeURIComponent(athlete.email)}`);
    await ops.getByRole('link', { name: 'Blockable Sprinter' }).click();
    await waitForPath(ops, `/console/users/${athlete.id}`);
    await ops.getByText(String(athlete.athleteNumber), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(ops);

    await ops.getByRole('button', { name: t.block, exact: true }).click();
    const dialog = ops.getByRole('dialog', { name: t.blockTitle });
    await field(dialog, t.reasonLabel).fill('Reported by several fans');
    await dialog.getByRole('button', { name: t.block, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await ops.getByText(t.blockedBadge, { exact: true }).first().waitFor();
    await ops.getByRole('button', { name: t.unblock, exact: true }).waitFor();

    // The athlete's page follows on its own: the stream said their session ended.
    await panel.waitForURL((url) => url.pathname === '/auth/login', { timeout: 10_000 });
    expect(pathOf(panel)).toBe('/auth/login');
    expect(
      await panel.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
  });
});
