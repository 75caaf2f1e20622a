import {
  consoleMoneyMessages as mm,
  consoleMoneyTexts as t,
  withdrawalsTexts as w,
} from '@fhp/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshAthlete, signUpAthlete, signUpFan } from '../support/accounts';
import { type ApiSession, apiGet, apiLogin, apiPost, DEMO } from '../support/api';
import { DESKTOP, useBrowser } from '../support/browser';
import { createE2eDatabase, type E2eDatabase } from '../support/e2e-database';
import { type ServerHandle, startServer } from '../support/server';
import { signIn } from '../support/session';

/**
 * Issue 34, item 6, as it will be checked: a payout over the review amount waits until an
 * operator approves it in the console, and a rejected one returns to the wallet with the ledger
 * check clean. A fan's purchase puts its athlete into /trending, which the trending spec lists
 * exactly, so this spec runs a server of its own (as money-out does).
 */
let server: ServerHandle;
let database: E2eDatabase | undefined;
let baseUrl: string;
const browser = useBrowser();
let athlete: FreshAthlete;
let athleteSession: ApiSession;

beforeAll(async () => {
  database = await createE2eDatabase();
  server = await startServer({ env: database ? { DATABASE_URL: database.url } : {} });
  baseUrl = server.baseUrl;
  const fan = await signUpFan(baseUrl, { firstName: 'Casey', lastName: 'Payer' });
  athlete = await signUpAthlete(baseUrl, { firstName: 'Remy', lastName: 'Review' });
  // A $300 endorsement: the athlete's share pays for two withdrawals over $100.
  const session = await apiLogin(baseUrl, fan.email, fan.password, 'fan');
  const start = await apiPost<{ paymentId: string; approveUrl: string }>(
    baseUrl,
    '/api/fan/checkout',
    { item: 'endorsement', athleteNumber: athlete.athleteNumber, dollars: 300 },
    session,
  );
  const orderId = new URL(start.approveUrl, baseUrl).pathname.split('/').pop();
  await apiPost(baseUrl, `/api/payments/simulated/${orderId}/approve`, {}, session);
  await apiPost(baseUrl, `/api/fan/checkout/${start.paymentId}/capture`, {}, session);
  athleteSession = await apiLogin(baseUrl, athlete.email, athlete.password);
}, 120_000);
afterAll(async () => {
  await server?.stop({ removeDataDir: true });
  await database?.drop();
});

type Withdrawal = { id: string; status: string };
const requestWithdrawal = (amountCents: number) =>
  apiPost<{ withdrawal: Withdrawal }>(baseUrl, '/api/withdrawals', { amountCents }, athleteSession);
const statusOf = async (id: string) =>
  (
    await apiGet<{ items: Withdrawal[] }>(baseUrl, '/api/withdrawals?limit=50', athleteSession)
  ).items.find((x) => x.id === id)?.status;
const balance = async () =>
  (await apiGet<{ balanceCents: number }>(baseUrl, '/api/wallet', athleteSession)).balanceCents;

async function openWithdrawal(page: Page, id: string) {
  await page.goto(`/console/money?withdrawal=${id}`);
  const drawer = page.getByRole('dialog', { name: t.detailTitle });
  await drawer.getByText(w.statusLabels.review ?? '', { exact: true }).waitFor();
  return drawer;
}

describe('console: payouts waiting for review', () => {
  it('holds a payout over $100 until an operator approves it; a rejected one goes back to the wallet', async () => {
    const before = await balance();
    const approved = (await requestWithdrawal(12_000)).withdrawal;
    const rejected = (await requestWithdrawal(11_000)).withdrawal;
    expect([approved.status, rejected.status]).toEqual(['review', 'review']);
    expect(await balance()).toBe(before - 23_000);

    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, { ...DEMO.admin, panel: 'console' });

    // Nothing pays it while it waits; the operator approves it, and the payout job pays it.
    let drawer = await openWithdrawal(page, approved.id);
    expect(await statusOf(approved.id)).toBe('review');
    await drawer.getByRole('button', { name: t.approve }).click();
    const confirm = page.getByRole('dialog', { name: t.approve });
    await confirm.getByRole('button', { name: t.approve }).click();
    await page.getByText(mm.approved, { exact: true }).waitFor();
    await expect.poll(() => statusOf(approved.id), { timeout: 20_000 }).toBe('paid');

    // The other is rejected with a reason: its money is back in the wallet.
    drawer = await openWithdrawal(page, rejected.id);
    await drawer.getByRole('button', { name: t.reject }).click();
    const modal = page.getByRole('dialog', { name: t.reject });
    await modal.getByLabel(t.reasonLabel).fill('The payout address could not be confirmed.');
    await modal.getByRole('button', { name: t.reject }).click();
    await page.getByText(mm.rejected, { exact: true }).waitFor();
    expect(await statusOf(rejected.id)).toBe('rejected');
    expect(await balance()).toBe(before - 12_000);

    // The ledger check, as the console shows it, is clean.
    await page.keyboard.press('Escape');
    await page.goto('/console/money?tab=ledger');
    await page.getByText(t.checkOk).waitFor();
  });
});
