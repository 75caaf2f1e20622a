import { type TInboxItem, type TSessionUser, inboxTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import ConsoleInboxPage from './console-inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPERATOR: TSessionUser = {
  id: '0b3f6c1e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'admin@example.com',
  role: 'admin',
  isManager: false,
  firstName: 'Ops',
  lastName: 'Admin',
  name: 'Ops Admin',
};

const ISSUE: TInboxItem = {
  id: '00000000-0000-4000-8000-000000000011',
  kind: 'athlete-issue',
  notifyId: '00000000-0000-4000-8000-000000000012',
  read: false,
  createdAt: new Date(Date.now() - 600_000).toISOString(),
  who: 'Mia Ortiz',
  about: '#4821: My payout never arrived',
  href: '/console/requests?kind=issue&id=00000000-0000-4000-8000-000000000012',
};

describe('console inbox page', () => {
  it('lists unread notifications in words, linked to their screen, and marks one read', async () => {
    let read = false;
    const spy = mockApi({
      'GET /api/console/inbox': () => ({ items: [{ ...ISSUE, read }], nextCursor: null }),
      [`POST /api/console/inbox/${ISSUE.id}/read`]: () => {
        read = true;
        return { unread: 0 };
      },
    });
    renderPage(<ConsoleInboxPage />, { route: '/console/inbox', user: OPERATOR });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    const link = within(table).getByRole('link', { name: ISSUE.about });
    expect(link).toHaveAttribute('href', ISSUE.href);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Mia Ortiz')).toBeVisible();
    expect(within(row).getByText(t.kinds['athlete-issue'] as string)).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/inbox')[0]?.url).toContain('state=unread');

    const user = setupUser();
    await user.click(within(row).getByRole('button', { name: `${t.markRead}: ${ISSUE.about}` }));
    await waitFor(() => expect(within(row).getByText(t.read)).toBeVisible());
    expect(callsTo(spy, `POST /api/console/inbox/${ISSUE.id}/read`)).toHaveLength(1);
  });

  it('filters by kind and state from the address, and exports the same', async () => {
    const spy = mockApi({ 'GET /api/console/inbox': { items: [], nextCursor: null } });
    renderPage(<ConsoleInboxPage />, {
      route: '/console/inbox?kind=withdrawal&state=all',
      user: OPERATOR,
    });
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/inbox')[0]?.url).toContain('state=all&kind=withdrawal');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/console/inbox.csv?state=all&kind=withdrawal',
    );
  });
});
