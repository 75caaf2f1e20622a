import { messages, type TFanRequestItem, fanRequestsTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import FanRequestsPage from './fan-requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

let seq = 0;
function request(overrides: Partial<TFanRequestItem> = {}): TFanRequestItem {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    fanName: `Fan ${seq}`,
    callType: 'WhatsApp',
    callTypeValue: `1305555${String(seq).padStart(4, '0')}`,
    status: 'pending',
    createdAt: new Date(Date.now() - 15 * 60_000).toISOString(),
    ...overrides,
  };
}

const PENDING = request({ fanName: 'Frankie Fanning', callTypeValue: '13055550199' });
const ZOOM = request({
  fanName: 'Morgan Manager',
  callType: 'Zoom',
  callTypeValue: 'manager@example.com',
});
const DONE = request({ fanName: 'Casey Complete', status: 'completed' });

function renderRequests(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/fan-requests': { items: [PENDING, ZOOM, DONE], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<FanRequestsPage />, {
    route: '/admin/fans-request',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

/** Toasts and modals mount lazily (Overlays): wait for them before clicking. */
const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('fan requests page', () => {
  it('shows the columns and one row per request, with the calling ID and status', async () => {
    renderRequests();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([...messages.fanRequests.columns, t.actionsColumn]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const zoom = await rowOf('Morgan Manager');
    expect(within(zoom).getByText('manager@example.com')).toBeVisible();
    expect(within(zoom).getByText('Zoom')).toBeVisible();
    expect(within(zoom).getByText(t.statusLabels.pending as string)).toBeVisible();
    // Each cell carries its column name for the stacked phone layout.
    expect(within(zoom).getByText('manager@example.com').getAttribute('data-label')).toBe(
      'Fan Calling ID',
    );
    expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
  });

  it('disables both buttons of a completed request', async () => {
    renderRequests();
    const done = await rowOf('Casey Complete');
    expect(
      within(done).getByRole('button', { name: t.markAsDoneFor('Casey Complete') }),
    ).toBeDisabled();
    expect(
      within(done).getByRole('button', { name: t.deleteFor('Casey Complete') }),
    ).toBeDisabled();
    const pending = await rowOf('Frankie Fanning');
    expect(
      within(pending).getByRole('button', { name: t.markAsDoneFor('Frankie Fanning') }),
    ).toBeEnabled();
    expect(
      within(pending).getByRole('button', { name: t.deleteFor('Frankie Fanning') }),
    ).toBeEnabled();
  });

  it('marks a request as done, says so, and then disables its buttons', async () => {
    let completed = false;
    const { spy } = renderRequests({
      'GET /api/fan-requests': () => ({
        items: [completed ? { ...PENDING, status: 'completed' } : PENDING, DONE],
        nextCursor: null,
      }),
      [`POST /api/fan-requests/${PENDING.id}/complete`]: () => {
        completed = true;
        return { message: t.completed };
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(
      await screen.findByRole('button', { name: t.markAsDoneFor('Frankie Fanning') }),
    );
    expect(await screen.findByText(t.completed)).toBeVisible();
    expect(callsTo(spy, `POST /api/fan-requests/${PENDING.id}/complete`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: t.markAsDoneFor('Frankie Fanning') }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: t.deleteFor('Frankie Fanning') })).toBeDisabled();
  });

  it("deletes only after 'Are you sure?' is confirmed", async () => {
    let deleted = false;
    const { spy } = renderRequests({
      'GET /api/fan-requests': () => ({
        items: deleted ? [ZOOM] : [PENDING, ZOOM],
        nextCursor: null,
      }),
      [`DELETE /api/fan-requests/${PENDING.id}`]: () => {
        deleted = true;
        return { message: t.deleted };
      },
    });
    await overlaysReady();
    const user = setupUser();
    const remove = await screen.findByRole('button', { name: t.deleteFor('Frankie Fanning') });

    // Cancel: nothing is sent.
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmText('Frankie Fanning'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(spy, `DELETE /api/fan-requests/${PENDING.id}`)).toHaveLength(0);

    // Confirm: the request goes and the toast says so.
    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleted)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/fan-requests/${PENDING.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Frankie Fanning')).toBeNull());
  });

  it("shows the server's refusal when a delete fails", async () => {
    renderRequests({
      [`DELETE /api/fan-requests/${PENDING.id}`]: () =>
        apiError(409, 'CONFLICT', t.completedCannotDelete),
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.deleteFor('Frankie Fanning') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.completedCannotDelete)).toBeVisible();
  });

  it('loads the next page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => request({ fanName: `First ${n}` }));
    const { spy } = renderRequests({
      'GET /api/fan-requests': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
          ? { items: [request({ fanName: 'Second 1' })], nextCursor: null }
          : { items: first, nextCursor: 'c1' },
    });
    await screen.findByText('First 5');
    await setupUser().click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second 1')).toBeVisible();
    expect(screen.getByText('First 1')).toBeVisible();
    const urls = callsTo(spy, 'GET /api/fan-requests').map((c) => c.url);
    expect(urls.some((u) => u.includes('cursor=c1') && u.includes('limit=5'))).toBe(true);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  it('shows the empty text when there are no requests', async () => {
    renderRequests({ 'GET /api/fan-requests': { items: [], nextCursor: null } });
    expect(await screen.findByText(t.empty)).toBeVisible();
  });

  it('shows an error state with retry when the list cannot load', async () => {
    renderRequests({ 'GET /api/fan-requests': () => apiError(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: messages.shell.tryAgain })).toBeVisible();
  });
});
