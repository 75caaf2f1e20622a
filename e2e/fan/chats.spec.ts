import { athletePageTexts as a, chatsTexts as c, formatCents, messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiLogin, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { startOwnServer } from '../support/own-server';
import type { ServerHandle } from '../support/server';
import { signIn } from '../support/session';

/**
 * Issue 36 from outside: the demo fan books a chat on the demo athlete's page (the checkout only
 * holds the money), the athlete accepts it in Fan Call Requests and declines another, and the fan
 * rates a chat held two hours ago as a no-show: the athlete's 23 %, the platform's 12 % and what
 * came back to the fan. These change the demo athlete's chats, bell and wallet, which other specs
 * count on the shared server, so this spec runs a server of its own.
 */
let server: ServerHandle;
let baseUrl: string;
beforeAll(async () => {
  server = await startOwnServer();
  baseUrl = server.baseUrl;
}, 120_000);
afterAll(async () => {
  await server?.stop({ removeDataDir: true });
});

const browser = useBrowser();

/** A date-time input's value `hours` from now, in the browser's local time (its own zone). */
const localInput = (hours: number) => {
  const at = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

type ChatsPage = { items: { id: string; status: string; contact: string }[] };

describe('chats, held until delivered', () => {
  it('a fan books a chat with the money held; the athlete accepts it and declines another', async () => {
    const athleteSession = await apiLogin(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
    const me = await apiGet<{ athlete: { athleteNumber: number } }>(
      baseUrl,
      '/api/me',
      athleteSession,
    );

    const fan = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(fan, baseUrl, { ...DEMO.fan, panel: 'fan' });
    await fan.goto(`/athletes/${me.athlete.athleteNumber}`);
    const card = fan.getByRole('article', { name: c.bookTitle });
    await card.getByText('Zoom', { exact: true }).click();
    await card.getByLabel(a.zoomLabel).fill('riley.booker@example.com');
    await card.getByLabel(a.minutesLabel).fill('10');
    await card.getByLabel(c.proposedTimeLabel(1)).fill(localInput(30));
    await card.getByRole('button', { name: `${c.bookButton}: ${c.bookTitle}` }).click();
    const confirm = fan.getByRole('dialog', { name: c.confirmTitle });
    await confirm.getByRole('button', { name: a.confirmContinue }).click();
    await fan.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
    await fan.getByRole('button', { name: messages.payments.approve }).click();
    await fan.waitForURL((url) => url.pathname === '/fan/chats');
    // Newest first: the chat just booked, 10 minutes at the demo athlete's $2.00 a minute.
    const booked = fan.getByRole('article').first();
    await booked.getByText(formatCents(2000)).first().waitFor();
    await booked.getByText(c.statusLabels.requested, { exact: true }).waitFor();
    await booked.getByText(c.heldNote).waitFor();
    await expectNoSeriousA11yViolations(fan);

    // The athlete answers in Fan Call Requests, on a phone.
    const athlete = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(athlete, baseUrl, DEMO.athlete);
    await athlete.goto('/admin/fans-request');
    const table = athlete.getByRole('table', { name: c.tableLabel });
    await table.waitFor();
    expect((await hasHorizontalScroll(athlete)).scrolls).toBe(false);
    const row = table.locator('tbody tr').filter({ hasText: 'riley.booker@example.com' });
    await row.getByRole('button', { name: c.accept }).click();
    const dialog = athlete.getByRole('dialog', { name: c.acceptTitle });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: c.confirmAccept }).click();
    await row.getByText(c.statusLabels.accepted, { exact: true }).waitFor();

    // The demo manager's request (Zoom) is declined: its hold is released, nothing captured.
    const other = table.locator('tbody tr').filter({ hasText: 'manager@example.com' }).first();
    await other.getByRole('button', { name: c.decline }).click();
    await athlete
      .getByRole('dialog', { name: c.declineTitle })
      .getByRole('button', { name: c.decline })
      .click();
    await other.getByText(c.statusLabels.declined, { exact: true }).waitFor();
    const list = await apiGet<ChatsPage>(baseUrl, '/api/chats?limit=20', athleteSession);
    expect(list.items.find((i) => i.contact === 'riley.booker@example.com')?.status).toBe(
      'accepted',
    );

    // The fan's bell says the chat was accepted.
    await fan.reload();
    await booked.getByText(c.statusLabels.accepted, { exact: true }).waitFor();
  });

  it('the fan rates a chat held two hours ago as a no-show: 23 % to the athlete, 12 % kept, the rest given back', async () => {
    const fan = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(fan, baseUrl, { ...DEMO.fan, panel: 'fan' });
    await fan.goto('/fan/chats');
    // The demo's held chat: 10 minutes at $2.00 a minute, the only one the fan can rate now.
    const held = fan
      .getByRole('article')
      .filter({ has: fan.getByRole('button', { name: 'No-show' }) })
      .first();
    await held.getByRole('button', { name: 'No-show' }).click();
    await fan.getByRole('dialog').getByRole('button', { name: 'No-show' }).click();
    // The demo fan's only no-show: its settlement replaces the rating buttons.
    const settlement = fan.getByRole('table', { name: `${c.settlementTitle} · No-show` });
    await settlement.waitFor();
    for (const [label, cents] of [
      [c.athleteShare, 460],
      [c.platformShare, 240],
      [c.returned, 1300],
      [c.charged, 700],
    ] as const) {
      await settlement
        .getByRole('row')
        .filter({ hasText: label })
        .getByText(formatCents(cents))
        .waitFor();
    }
    expect((await hasHorizontalScroll(fan)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(fan);
  });
});
