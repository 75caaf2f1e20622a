import { fanPurchasesTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { purchase, TEST_FAN } from '../test-data';
import FanPurchasesPage from './fan-purchases-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPurchases = (routes: Record<string, unknown>) => {
  const spy = mockApi(routes);
  return { spy, ...renderPage(<FanPurchasesPage />, { route: '/fan/purchases', user: TEST_FAN }) };
};

describe('fan purchases page', () => {
  it('shows each purchase: kind, item, athlete link, amount, date, license and receipt', async () => {
    const active = purchase({ itemTitle: 'Endorsement: 7 weeks', amountCents: 700 });
    const expired = purchase({
      kind: 'seasonal_badge',
      itemTitle: 'Seasonal badge: 2026 FOOTBALL (video)',
      athleteName: 'Ben Cole',
      athleteNumber: 1002,
      amountCents: 1500,
      license: { weeks: 15, endsAt: '2026-01-01T00:00:00.000Z', active: false },
    });
    const call = purchase({
      kind: 'single_chat',
      itemTitle: 'One-on-one chat: 10 minutes on Zoom',
      athleteNumber: null,
      license: null,
      verifyPath: null,
    });
    renderPurchases({
      'GET /api/fan/purchases': { items: [active, expired, call], nextCursor: null },
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const first = screen.getByText('Endorsement: 7 weeks').closest('tr') as HTMLElement;
    expect(within(first).getByText('Endorsement badge')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute(
      'href',
      '/athletes/1001',
    );
    expect(within(first).getByText('$7.00')).toBeVisible();
    expect(within(first).getByText('20 Nov 2026')).toBeVisible();
    expect(within(first).getByText(t.licenseActiveUntil('8 Jan 2027'))).toBeVisible();
    expect(
      within(first).getByRole('link', { name: t.receiptLinkFor('Endorsement: 7 weeks') }),
    ).toHaveAttribute('href', `/fan/purchases/${active.id}`);
    // Each cell carries its column name for the stacked phone layout.
    expect(within(first).getByText('$7.00').getAttribute('data-label')).toBe(t.columns.amount);

    const second = screen.getByText(expired.itemTitle).closest('tr') as HTMLElement;
    expect(within(second).getByText('Seasonal badge')).toBeVisible();
    expect(within(second).getByText(t.licenseExpired)).toBeVisible();
    expect(within(second).getByText('$15.00')).toBeVisible();

    const third = screen.getByText(call.itemTitle).closest('tr') as HTMLElement;
    expect(within(third).getByText('One-on-one chat')).toBeVisible();
    expect(within(third).getByText(t.licenseNone)).toBeVisible();
    expect(within(third).queryByRole('link', { name: 'Ana Diaz' })).not.toBeInTheDocument();

    // What was bought opens on its receipt, where it is delivered; a call has nothing to open.
    expect(
      within(second).getByRole('link', { name: t.openItemFor(expired.itemTitle) }),
    ).toHaveAttribute('href', `/fan/purchases/${expired.id}#your-item`);
    expect(within(third).queryByRole('link', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('loads the next 5 with Load More, sending the cursor', async () => {
    const firstPage = Array.from({ length: 5 }, () => purchase());
    const last = purchase({ itemTitle: 'The sixth purchase' });
    const spy = mockApi({
      'GET /api/fan/purchases': (url: string) =>
        url.includes('cursor=c1')
          ? { items: [last], nextCursor: null }
          : { items: firstPage, nextCursor: 'c1' },
    });
    const { user } = renderPage(<FanPurchasesPage />, { route: '/fan/purchases', user: TEST_FAN });
    expect(await screen.findByText(firstPage[0]?.itemTitle ?? '')).toBeVisible();
    expect(callsTo(spy, 'GET /api/fan/purchases')[0]?.url).toContain('limit=5');
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('The sixth purchase')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty state with a way to find athletes', async () => {
    renderPurchases({ 'GET /api/fan/purchases': { items: [], nextCursor: null } });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: t.findAthletes })).toHaveAttribute('href', '/athletes');
  });

  it('shows a failure with a retry', async () => {
    renderPurchases({
      'GET /api/fan/purchases': () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('heading', { name: t.loadFailed })).toBeVisible();
  });
});
