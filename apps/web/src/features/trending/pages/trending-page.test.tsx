import { PURCHASE_KINDS, type TTrendingResponse, trendingMessages as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import TrendingPage from './trending-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(lists: Partial<TTrendingResponse['lists']>): TTrendingResponse {
  const empty = Object.fromEntries(
    PURCHASE_KINDS.map((k) => [k, []]),
  ) as unknown as TTrendingResponse['lists'];
  return {
    windowStart: '2025-03-01T00:00:00.000Z',
    windowEnd: '2025-03-08T00:00:00.000Z',
    lists: { ...empty, ...lists },
  };
}

function renderTrending(route = '/trending') {
  const spy = mockApi({
    'GET /api/reference/sports': { items: [{ name: 'Basketball' }, { name: 'Soccer' }] },
    'GET /api/trending': (url: string) =>
      new URL(url, 'http://x').searchParams.get('gender') === 'Female'
        ? answer({ sport_badge: [{ athleteNumber: 1002, firstName: 'Maya', lastName: 'Chen' }] })
        : answer({
            sport_badge: [
              { athleteNumber: 1001, firstName: 'Jordan', lastName: 'Rivera' },
              { athleteNumber: 1002, firstName: 'Maya', lastName: 'Chen' },
            ],
          }),
  });
  return { spy, ...renderPage(<TrendingPage />, { route }) };
}

describe('trending page', () => {
  it('lists the most popular athletes of the first tab, and N/A in an empty tab', async () => {
    renderTrending();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: t.tabsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((el) => el.textContent),
    ).toEqual(PURCHASE_KINDS.map((k) => t.tabs[k]));
    const table = await screen.findByRole('table', { name: t.tableCaption(t.tabs.sport_badge) });
    await within(table).findByText('Jordan Rivera');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '1001', 'Jordan Rivera'],
      ['2', '1002', 'Maya Chen'],
    ]);
    // The ID and the name lead to the athlete's public page.
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '1001' })).toHaveAttribute(
      'href',
      '/athletes/1001',
    );
    expect(within(table).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute(
      'href',
      '/athletes/1002',
    );

    await setupUser().click(within(tabs).getByRole('tab', { name: t.tabs.momento }));
    const memento = await screen.findByRole('table', { name: t.tableCaption(t.tabs.momento) });
    expect(within(memento).getAllByText(t.notAvailable)).toHaveLength(2);
    expect(within(memento).queryByText('Jordan Rivera')).not.toBeInTheDocument();
  });

  it('asks the server again with the chosen gender', async () => {
    const { spy } = renderTrending();
    await screen.findByText('Jordan Rivera');
    await setupUser().click(screen.getByLabelText(t.genderLabel, { selector: 'input' }));
    await setupUser().click(await screen.findByRole('option', { name: t.female }));
    await waitFor(() => expect(screen.queryByText('Jordan Rivera')).not.toBeInTheDocument());
    expect(screen.getByText('Maya Chen')).toBeInTheDocument();
    const urls = callsTo(spy, 'GET /api/trending').map((c) => new URL(c.url, 'http://x'));
    expect(urls.at(-1)?.searchParams.get('gender')).toBe('Female');
  });

  it('reads the filters and the tab from the address', async () => {
    const { spy } = renderTrending('/trending?sport=Soccer&tab=endorsement');
    expect(
      await screen.findByRole('table', { name: t.tableCaption(t.tabs.endorsement) }),
    ).toBeVisible();
    const [call] = callsTo(spy, 'GET /api/trending');
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('sport')).toBe('Soccer');
  });
});
