import { type TBadgeSale, badgeSalesMessages as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, TEST_ATHLETE } from '../../../test/render';
import BadgeSalesPage from './badge-sales-page';

afterEach(() => vi.unstubAllGlobals());

let seq = 0;
function sale(overrides: Partial<TBadgeSale> = {}): TBadgeSale {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'seasonal_badge',
    badgeLabel: 'FOOTBALL Pre-season 2026',
    badgeId: '00000000-0000-4000-8000-0000000000ff',
    buyerFirstName: 'Sam',
    amountCents: 800,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const TOTALS = { count: 6, amountCents: 5300, earnedCents: 4664 };

describe('Seasonals Sales', () => {
  it('shows the totals and 5 sales a page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map(() => sale());
    const last = sale({
      kind: 'talking_badge',
      badgeLabel: 'Game day',
      buyerFirstName: null,
      amountCents: 1300,
      badgeId: null,
    });
    mockApi({
      'GET /api/badge-sales': (url: string) =>
        url.includes('cursor=')
          ? { items: [last], nextCursor: null, totals: TOTALS }
          : { items: first, nextCursor: 'next', totals: TOTALS },
    });
    const { user } = renderPage(<BadgeSalesPage />, {
      route: '/admin/preview',
      user: TEST_ATHLETE,
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(screen.getByText('$53.00')).toBeVisible();
    expect(screen.getByText('$46.64')).toBeVisible();
    expect(within(table).getAllByText('Sam')).toHaveLength(5);
    expect(within(table).getAllByText('20 Nov 2026')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(table).findByText(`Game day (${t.deletedBadge})`)).toBeVisible();
    expect(within(table).getByText(t.unknownBuyer)).toBeVisible();
    expect(within(table).getByText('$13.00')).toBeVisible();
  });

  it('explains where sales come from when there are none', async () => {
    mockApi({
      'GET /api/badge-sales': {
        items: [],
        nextCursor: null,
        totals: { count: 0, amountCents: 0, earnedCents: 0 },
      },
    });
    renderPage(<BadgeSalesPage />, { route: '/admin/preview', user: TEST_ATHLETE });
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.getByText(t.emptyHint)).toBeVisible();
    expect(screen.getAllByText('$0.00')).toHaveLength(2);
  });
});
