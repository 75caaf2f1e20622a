import {
  DEFAULT_PAYOUT_REVIEW,
  messages,
  consoleMoneyMessages as mm,
  type TConsoleWithdrawal,
  consoleMoneyTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import ConsoleMoneyPage from './console-money-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-0000000000a1';
const waiting: TConsoleWithdrawal = {
  id: ID,
  athleteId: '00000000-0000-4000-8000-0000000000b1',
  athleteName: 'Jordan Rivera',
  athleteEmail: 'athlete@example.com',
  amountCents: 12_500,
  payoutEmail: 'payouts@example.com',
  status: 'review',
  reviewReasons: ['amount'],
  operatorNote: null,
  provider: 'local',
  providerBatchId: null,
  failureReason: null,
  retryOfId: null,
  retriedById: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  settledAt: null,
};

function renderMoney(route = '/console/money', routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/console/withdrawals': { items: [waiting], nextCursor: null },
    [`GET /api/console/withdrawals/${ID}`]: waiting,
    'GET /api/console/payout-review': { rule: DEFAULT_PAYOUT_REVIEW },
    [`POST /api/console/withdrawals/${ID}/approve`]: {
      message: mm.approved,
      withdrawal: { ...waiting, status: 'pending' },
    },
    ...routes,
  });
  const user = setupUser();
  renderPage(<ConsoleMoneyPage />, { route });
  return { spy, user };
}

describe('console money page', () => {
  it('lists withdrawals with their state and says what the review rule is', async () => {
    renderMoney();
    const table = await screen.findByRole('table', { name: t.withdrawalsLabel });
    expect(within(table).getByText('Jordan Rivera')).toBeVisible();
    expect(within(table).getByText('$125.00')).toBeVisible();
    expect(within(table).getByText('In review')).toBeVisible();
    expect(await screen.findByText(t.ruleText('$100.00', 7))).toBeVisible();
  });

  it('opens ?withdrawal=<id> and approves it after the confirmation', async () => {
    const { spy, user } = renderMoney(`/console/money?withdrawal=${ID}`);
    const drawer = await screen.findByRole('dialog', { name: t.detailTitle });
    expect(await within(drawer).findByText(/over the review amount/)).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: t.approve }));
    const confirm = await screen.findByText(t.confirmApprove('$125.00', 'payouts@example.com'));
    const dialog = confirm.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(await screen.findByText(mm.approved)).toBeVisible();
    expect(callsTo(spy, `POST /api/console/withdrawals/${ID}/approve`)).toHaveLength(1);
  });

  it('rejects with a reason, and shows the server’s message when another operator decided first', async () => {
    const { spy, user } = renderMoney(`/console/money?withdrawal=${ID}`, {
      [`POST /api/console/withdrawals/${ID}/reject`]: () =>
        apiError(409, 'CONFLICT', messages.console.alreadyDecided),
    });
    const drawer = await screen.findByRole('dialog', { name: t.detailTitle });
    await user.click(await within(drawer).findByRole('button', { name: t.reject }));
    const modal = await screen.findByRole('dialog', { name: t.reject });
    await user.type(within(modal).getByLabelText(t.reasonLabel), 'Not your address.');
    await user.click(within(modal).getByRole('button', { name: t.reject }));
    expect(await within(modal).findByText(messages.console.alreadyDecided)).toBeVisible();
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/console/withdrawals/${ID}/reject`).map((c) => c.body)).toEqual(
        [{ reason: 'Not your address.' }],
      ),
    );
  });
});
