import {
  formatCents,
  MIN_WITHDRAWAL_CENTS,
  messages,
  PAYOUT_EMAIL_ROW_PATH,
  type TWithdrawalItem,
  withdrawalsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import WithdrawMoneyPage from './withdraw-money-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (id: number, status: TWithdrawalItem['status'], amountCents: number) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  amountCents,
  payoutEmail: 'payouts@example.com',
  status,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  settledAt: null,
});

function renderWithdraw(
  summary: Record<string, unknown> = {},
  routes: Record<string, unknown> = {},
) {
  const spy = mockApi({
    'GET /api/withdrawals/summary': {
      balanceCents: 2550,
      minCents: 500,
      payoutEmail: 'payouts@example.com',
      payoutHold: null,
      ...summary,
    },
    'GET /api/withdrawals': {
      items: [item(1, 'pending', 500), item(2, 'paid', 1000), item(3, 'failed', 700)],
      nextCursor: null,
    },
    'POST /api/withdrawals': {
      message: messages.withdrawals.submitted,
      withdrawal: item(4, 'pending', 1250),
      balanceCents: 1300,
    },
    ...routes,
  });
  const user = setupUser();
  renderPage(<WithdrawMoneyPage />, {
    route: '/admin/index/withdraw-money',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, user };
}

describe('withdraw money page', () => {
  it('shows the balance, the payout e-mail and my withdrawals with their states', async () => {
    renderWithdraw();
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('$25.50');
    expect(screen.getByText(`${t.payoutTo}:`, { exact: false })).toHaveTextContent(
      'payouts@example.com',
    );
    const table = await screen.findByRole('table', { name: t.tableLabel });
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-status'));
    expect(states).toEqual(['pending', 'paid', 'failed']);
    expect(within(table).getByText(t.statusLabels.failed as string)).toBeVisible();
  });

  it('shows the minimum beside the amount, written from the domain limit', async () => {
    renderWithdraw();
    const amount = await screen.findByLabelText(field(t.amountLabel));
    const hintId = amount.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    const hint = document.getElementById(hintId);
    expect(hint).toHaveTextContent(`At least ${formatCents(MIN_WITHDRAWAL_CENTS)}`);
    expect(hint).toHaveTextContent('At least $5.00');
    // The refusal stays the spec's words.
    expect(t.incorrectAmount).toBe('Please enter a correct amount');
  });

  it('refuses an amount below $5 or above the balance without asking the server', async () => {
    const { spy, user } = renderWithdraw();
    const amount = await screen.findByLabelText(field(t.amountLabel));
    for (const typed of ['4.99', '25.51']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(t.incorrectAmount)).toBeVisible();
    }
    expect(callsTo(spy, 'POST /api/withdrawals')).toEqual([]);
  });

  it('withdraws after the confirmation, sends cents and shows the success toast', async () => {
    const { spy, user } = renderWithdraw();
    const amount = await screen.findByLabelText(field(t.amountLabel));
    await user.type(amount, '12.50');
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: t.submit }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.confirmText('$12.50', 'payouts@example.com'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(messages.withdrawals.submitted)).toBeVisible();
    expect(callsTo(spy, 'POST /api/withdrawals').map((c) => c.body)).toEqual([
      { amountCents: 1250 },
    ]);
  });

  it('shows the new withdrawal pending and the balance left at once, before any refetch answers', async () => {
    const { user } = renderWithdraw();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    // From the POST on, the refetches never answer: what shows is the POST's own answer.
    const hang = () => new Promise<never>(() => {});
    const posted = { done: false };
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (posted.done) return hang();
      if (init?.method === 'POST') posted.done = true;
      return (answer as typeof fetch)(input, init);
    });
    await user.type(await screen.findByLabelText(field(t.amountLabel)), '12.50');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirm }),
    );
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('$13.00'));
    const first = within(table).getAllByRole('row')[1];
    expect(first?.getAttribute('data-status')).toBe('pending');
    expect(first).toHaveTextContent('$12.50');
  });

  it('pauses the form with a calm notice while a payout e-mail change holds withdrawals', async () => {
    const changedAt = '2026-11-23T14:05:00.000Z';
    const endsAt = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
    const { spy, user } = renderWithdraw({
      payoutEmail: 'new-payouts@example.com',
      payoutHold: { changedAt, endsAt },
    });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText(t.holdTitle)).toBeVisible();
    expect(notice).toHaveTextContent(
      messages.withdrawals.payoutEmailHeld(new Date(changedAt), new Date(endsAt)),
    );
    expect(notice).toHaveTextContent(
      'Your payout e-mail changed on 23 Nov 2026, 2:05 PM UTC; withdrawals resume on',
    );
    expect(notice).toHaveTextContent(t.holdHint);
    expect(within(notice).getByRole('link', { name: t.holdChangePassword })).toHaveAttribute(
      'href',
      '/admin/change-password',
    );
    // The balance and where the money will go still show; the form is disabled.
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('$25.50');
    expect(screen.getByText(`${t.payoutTo}:`, { exact: false })).toHaveTextContent(
      'new-payouts@example.com',
    );
    expect(screen.getByRole('link', { name: t.changePayoutEmailLabel })).toBeVisible();
    const amount = screen.getByLabelText(field(t.amountLabel));
    const submit = screen.getByRole('button', { name: t.submit });
    expect(amount).toBeDisabled();
    expect(submit).toBeDisabled();
    await user.click(submit);
    amount.closest('form')?.requestSubmit();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(spy, 'POST /api/withdrawals')).toEqual([]);
  });

  it('opens the form again by itself once the hold has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let held = true;
      const endsAt = new Date(Date.now() + 5000).toISOString();
      renderWithdraw(
        {},
        {
          'GET /api/withdrawals/summary': () => ({
            balanceCents: 2550,
            minCents: 500,
            payoutEmail: 'payouts@example.com',
            payoutHold: held ? { changedAt: '2026-11-23T14:05:00.000Z', endsAt } : null,
          }),
        },
      );
      expect(await screen.findByTestId('payout-hold')).toBeVisible();
      expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
      held = false;
      await vi.advanceTimersByTimeAsync(31_000);
      await waitFor(() => expect(screen.getByRole('button', { name: t.submit })).toBeEnabled());
      expect(screen.queryByTestId('payout-hold')).toBeNull();
      expect(screen.getByLabelText(field(t.amountLabel))).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('points to the profile when there is no payout e-mail', async () => {
    renderWithdraw({ payoutEmail: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.noPayoutEmail);
    expect(screen.getByRole('link', { name: t.noPayoutEmailLink })).toHaveAttribute(
      'href',
      PAYOUT_EMAIL_ROW_PATH,
    );
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  });
});
