import { statementsTexts } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/render';
import { givingStatement, THIS_YEAR } from '../test-data';
import FanGivingPage from './fan-giving-page';

afterEach(() => vi.unstubAllGlobals());

const t = statementsTexts.giving;
const FAN = {
  id: '2a2a2a2a-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan' as const,
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fanning',
  name: 'Frankie Fanning',
};
const render = () => renderPage(<FanGivingPage />, { route: '/fan/statements', user: FAN });

describe('Giving statement (fan)', () => {
  it("shows the year's total given, by athlete and payment, refunds deducted, with the downloads", async () => {
    mockApi({ [`GET /api/statements/giving/${THIS_YEAR}`]: givingStatement() });
    render();
    const totals = await screen.findByRole('region', { name: t.totalsTitle });
    expect(within(totals).getByText('$40.00')).toBeVisible();
    expect(within(totals).getByText('$10.00')).toBeVisible();
    expect(within(totals).getByText('$30.00')).toBeVisible();
    const items = screen.getByRole('table', { name: t.itemsTitle });
    expect(within(items).getAllByRole('row')).toHaveLength(4);
    expect(within(items).getByText(t.refund)).toBeVisible();
    expect(within(items).getByText('-$10.00')).toBeVisible();
    expect(screen.getByRole('table', { name: t.athletesTitle })).toHaveTextContent('Jordan Rivera');
    expect(screen.getByText(t.note)).toBeVisible();
    expect(screen.getByRole('link', { name: t.downloads.pdf })).toHaveAttribute(
      'href',
      `/api/statements/giving/${THIS_YEAR}/pdf`,
    );
    expect(screen.getByRole('link', { name: t.downloads.csv })).toHaveAttribute(
      'href',
      `/api/statements/giving/${THIS_YEAR}/csv`,
    );
  });

  it('says so when the fan paid nobody that year', async () => {
    mockApi({
      [`GET /api/statements/giving/${THIS_YEAR}`]: givingStatement({
        items: [],
        athletes: [],
        products: [],
        totals: { paymentsCount: 0, refundsCount: 0, paidCents: 0, refundedCents: 0, netCents: 0 },
      }),
    });
    render();
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
