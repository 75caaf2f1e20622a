import {
  consoleMessages,
  type TConsoleRequestItem,
  type TSessionUser,
  consoleRequestsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import ConsoleRequestsPage from './console-requests-page';

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

const BOCA: TConsoleRequestItem = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'city',
  state: 'pending',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  requesterName: 'Mia Ortiz',
  requesterEmail: 'mia@example.com',
  title: 'Boca Raton, Florida',
  details: 'College: Florida Atlantic University · Sport: Lacrosse',
  support: 3,
  note: null,
  decidedAt: null,
  decidedBy: null,
};

function renderRequests(routes: Record<string, unknown> = {}, route = '/console/requests') {
  const spy = mockApi({
    'GET /api/console/requests': { items: [BOCA], nextCursor: null },
    ...routes,
  });
  renderPage(<ConsoleRequestsPage />, { route, user: OPERATOR });
  return spy;
}

describe('console requests page', () => {
  it('lists pending city requests with who asked and their hearts', async () => {
    const spy = renderRequests();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    const row = within(table).getByText(BOCA.title).closest('tr') as HTMLElement;
    expect(within(row).getByText('Mia Ortiz')).toBeVisible();
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText(t.states.pending)).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/requests')[0]?.url).toContain('kind=city&state=pending');
    expect(screen.getByRole('link', { name: consoleMessages.exportCsv })).toHaveAttribute(
      'href',
      '/api/console/requests.csv?kind=city&state=pending',
    );
  });

  it('asks for a note to decline, then shows what the server said (already decided)', async () => {
    const spy = renderRequests({
      'POST /api/console/requests/city/00000000-0000-4000-8000-000000000001/decision': apiError(
        409,
        'CONFLICT',
        consoleMessages.alreadyDecided,
      ),
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: `${t.decline}: ${BOCA.title}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.decline }));
    expect(await within(dialog).findByText(consoleMessages.noteRequired)).toBeVisible();
    expect(callsTo(spy, `POST /api/console/requests/city/${BOCA.id}/decision`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox'), 'No such city');
    await user.click(within(dialog).getByRole('button', { name: t.decline }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      consoleMessages.alreadyDecided,
    );
    expect(callsTo(spy, `POST /api/console/requests/city/${BOCA.id}/decision`)[0]?.body).toEqual({
      decision: 'decline',
      note: 'No such city',
    });
  });

  it('approves and refreshes the list', async () => {
    let decided = false;
    const spy = renderRequests({
      'GET /api/console/requests': () => ({
        items: decided ? [] : [BOCA],
        nextCursor: null,
      }),
      [`POST /api/console/requests/city/${BOCA.id}/decision`]: () => {
        decided = true;
        return { message: 'Request approved', item: { ...BOCA, state: 'approved' } };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: `${t.approve}: ${BOCA.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.approveCityHint)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(callsTo(spy, `POST /api/console/requests/city/${BOCA.id}/decision`)[0]?.body).toEqual({
      decision: 'approve',
      note: '',
    });
  });

  it('opens the kind and record the inbox links to, in any state', async () => {
    const spy = renderRequests({}, `/console/requests?kind=issue&id=${BOCA.id}`);
    await screen.findByRole('table', { name: t.tableLabel });
    expect(callsTo(spy, 'GET /api/console/requests')[0]?.url).toContain('kind=issue&state=all');
    expect(screen.getByText(BOCA.title).closest('tr')).toHaveAttribute('aria-current', 'true');
  });
});
