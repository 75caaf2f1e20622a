import {
  statementsTexts,
  type TWalletHistoryItem,
  walletMessages as t,
  withdrawalsTexts,
} from '@fhp/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { apiError, mockApi, renderPage, TEST_ATHLETE } from '../../../test/render';
import WalletPage from './wallet-page';

afterEach(() => vi.unstubAllGlobals());

let seq = 0;
function entry(overrides: Partial<TWalletHistoryItem> = {}): TWalletHistoryItem {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    paymentType: 'credit',
    amountCents: 880,
    createdAt: '2026-11-20T10:00:00.000Z',
    kind: 'momento',
    serviceType: 'Memento',
    description: 'Memento sale',
    resourceId: '11111111-2222-4333-8444-555555555555',
    withdrawalStatus: null,
    ...overrides,
  };
}

const render = () => renderPage(<WalletPage />, { route: '/admin/wallet', user: TEST_ATHLETE });

describe('Wallet', () => {
  it('shows the balance, a Withdraw link, and the history 5 a page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map(() => entry());
    const withdrawal = entry({
      paymentType: 'debit',
      amountCents: 700,
      kind: 'withdrawal',
      serviceType: 'Withdrawal',
      description: 'Withdrawal to athlete@example.com',
      resourceId: '99999999-2222-4333-8444-555555555555',
      withdrawalStatus: 'pending',
    });
    mockApi({
      'GET /api/wallet': { balanceCents: 3700 },
      'GET /api/wallet/history': (url: string) =>
        url.includes('cursor=')
          ? { items: [withdrawal], nextCursor: null }
          : { items: first, nextCursor: 'next' },
    });
    const { user } = render();
    expect(await screen.findByText('$37.00')).toBeVisible();
    const withdraw = screen.getByRole('link', { name: t.withdraw });
    expect(withdraw).toHaveAttribute('href', '/admin/index/withdraw-money');
    expect(screen.getByRole('link', { name: statementsTexts.earnings.walletLink })).toHaveAttribute(
      'href',
      '/admin/statements',
    );

    const table = await screen.findByRole('table', { name: t.tableLabel });
    for (const column of Object.values(t.columns))
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getAllByText('+$8.80')).toHaveLength(5);
    expect(within(table).getAllByText(t.paymentTypes.credit)).toHaveLength(5);
    expect(within(table).getAllByText('20 Nov 2026')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(table).findByText('−$7.00')).toBeVisible();
    expect(within(table).getByText(t.paymentTypes.debit)).toBeVisible();
    expect(within(table).getByText('Withdrawal to athlete@example.com')).toBeVisible();
    expect(within(table).getByText(withdrawal.resourceId ?? '')).toBeVisible();
    expect(within(table).getByText(withdrawalsTexts.statusLabels.pending ?? '')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('disables Withdraw below the $5.00 minimum and explains why', async () => {
    mockApi({
      'GET /api/wallet': { balanceCents: 499 },
      'GET /api/wallet/history': { items: [entry({ amountCents: 499 })], nextCursor: null },
    });
    render();
    expect(await screen.findByText('$4.99', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('button', { name: t.withdraw })).toBeDisabled();
    expect(screen.queryByRole('link', { name: t.withdraw })).toBeNull();
    expect(screen.getByText(t.withdrawHint.replace('{min}', '$5.00'))).toBeVisible();
  });

  it('shows the empty history with a zero balance', async () => {
    mockApi({
      'GET /api/wallet': { balanceCents: 0 },
      'GET /api/wallet/history': { items: [], nextCursor: null },
    });
    render();
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.getByText(t.emptyHint)).toBeVisible();
    expect(screen.getByText('$0.00')).toBeVisible();
    expect(screen.getByRole('button', { name: t.withdraw })).toBeDisabled();
  });

  it('says when the wallet cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet': () => (fail ? apiError(500, 'INTERNAL', 'Boom') : { balanceCents: 1200 }),
      'GET /api/wallet/history': () =>
        fail ? apiError(500, 'INTERNAL', 'Boom') : { items: [], nextCursor: null },
    });
    const { user } = render();
    // The balance and the history fail (and retry) on their own.
    await waitFor(() => expect(screen.getAllByText(t.loadFailed)).toHaveLength(2));
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: /retry|try again/i }))
      await user.click(retry);
    expect(await screen.findByText('$12.00')).toBeVisible();
    expect(await screen.findByText(t.empty)).toBeVisible();
  });

  it("refreshes the balance and history on the server's wallet.changed event", async () => {
    let balanceCents = 1000;
    let items = [entry()];
    mockApi({
      'GET /api/wallet': () => ({ balanceCents }),
      'GET /api/wallet/history': () => ({ items, nextCursor: null }),
    });
    const { queryClient } = render();
    expect(await screen.findByText('$10.00')).toBeVisible();
    balanceCents = 1880;
    items = [entry({ amountCents: 880, serviceType: 'Talking badge' }), ...items];
    // What the event bridge does on 'wallet.changed' (event-query-map.ts, tested there).
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }));
    expect(await screen.findByText('$18.80')).toBeVisible();
    expect(screen.getByText('Talking badge')).toBeVisible();
  });
});
