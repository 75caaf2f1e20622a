import { statementsTexts } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, TEST_ATHLETE } from '../../../test/render';
import { earningsStatement, THIS_YEAR } from '../test-data';
import AthleteStatementsPage from './athlete-statements-page';

afterEach(() => vi.unstubAllGlobals());

const t = statementsTexts.earnings;
const render = () =>
  renderPage(<AthleteStatementsPage />, { route: '/admin/statements', user: TEST_ATHLETE });

describe('Statements (athlete)', () => {
  it("shows the year's totals, products and payers, flags the $600 payer, and links the downloads", async () => {
    mockApi({ [`GET /api/statements/earnings/${THIS_YEAR}`]: earningsStatement() });
    render();
    expect(await screen.findByText('$660.00')).toBeVisible();
    const totals = screen.getByRole('region', { name: t.totalsTitle });
    expect(within(totals).getByText(t.totals.earnings)).toBeVisible();
    expect(within(totals).getByText('$579.92')).toBeVisible();
    expect(within(totals).getByText('$479.92')).toBeVisible();
    expect(within(totals).getByText('$0.88')).toBeVisible();

    const products = screen.getByRole('table', { name: t.productsTitle });
    expect(within(products).getByText('Sport badge license')).toBeVisible();
    expect(within(products).getByText('$352.00')).toBeVisible();
    const payers = screen.getByRole('table', { name: t.payersTitle });
    const alex = within(payers).getByText('Alex Bigspender').closest('tr') as HTMLElement;
    expect(within(alex).getByText(t.flag)).toBeVisible();
    const blake = within(payers).getByText('Blake Smith').closest('tr') as HTMLElement;
    expect(within(blake).queryByText(t.flag)).toBeNull();
    expect(screen.getByText(/^Payers marked/)).toBeVisible();

    expect(screen.getByRole('link', { name: t.downloads.pdf })).toHaveAttribute(
      'href',
      `/api/statements/earnings/${THIS_YEAR}/pdf`,
    );
    expect(screen.getByRole('link', { name: t.downloads.csv })).toHaveAttribute(
      'href',
      `/api/statements/earnings/${THIS_YEAR}/csv`,
    );
    expect(screen.getByRole('link', { name: t.downloads.disclosure })).toHaveAttribute(
      'href',
      `/api/statements/disclosure/${THIS_YEAR}/csv`,
    );
  });

  it('reads another year when it is picked, and its downloads follow', async () => {
    const last = THIS_YEAR - 1;
    const spy = mockApi({
      [`GET /api/statements/earnings/${THIS_YEAR}`]: earningsStatement(),
      [`GET /api/statements/earnings/${last}`]: earningsStatement({
        year: last,
        products: [],
        payers: [],
        totals: { ...earningsStatement().totals, grossCents: 12_345, withdrawalsCount: 0 },
      }),
    });
    const { user } = render();
    expect(await screen.findByText('$660.00')).toBeVisible();
    await user.click(screen.getByLabelText(t.yearLabel, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: String(last) }));
    expect(await screen.findByText('$123.45')).toBeVisible();
    expect(callsTo(spy, `GET /api/statements/earnings/${last}`)).toHaveLength(1);
    expect(screen.getByText(t.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: t.downloads.pdf })).toHaveAttribute(
      'href',
      `/api/statements/earnings/${last}/pdf`,
    );
  });

  it('says when the statement cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      [`GET /api/statements/earnings/${THIS_YEAR}`]: () =>
        fail ? apiError(500, 'INTERNAL', 'Boom') : earningsStatement(),
    });
    const { user } = render();
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(screen.getByText('$660.00')).toBeVisible());
  });
});
