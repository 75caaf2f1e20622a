import { chatsMessages as m, chatsTexts as t } from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLocalInputValue } from '../../../lib/chat-time';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import { chatItem } from '../test-data';
import ChatRequestsPage from './chat-requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUESTED = chatItem({ fanName: 'Frankie Fanning', note: 'Tips for my free throws' });
const ACCEPTED = chatItem({
  fanName: 'Casey Accepted',
  channel: 'Zoom',
  contact: 'casey@example.com',
  status: 'accepted',
  startsAt: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
  answerBy: null,
});

function renderRequests(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/chats': { items: [REQUESTED, ACCEPTED], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<ChatRequestsPage />, {
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

describe('fan call requests (chats) page', () => {
  it('lists the chats with their contact, length, price, times and state', async () => {
    renderRequests();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([...t.columns, t.actionsColumn]);
    const requested = await rowOf('Frankie Fanning');
    expect(within(requested).getByText('“Tips for my free throws”')).toBeVisible();
    expect(within(requested).getByText('13055550199')).toBeVisible();
    expect(within(requested).getByText(t.minutes(10))).toBeVisible();
    expect(within(requested).getByText('$50.00')).toBeVisible();
    expect(within(requested).getByText(t.proposed)).toBeVisible();
    expect(within(requested).getByText(/^Answer by /)).toBeVisible();
    expect(within(requested).getByText(t.statusLabels.requested)).toBeVisible();
    expect(screen.getByRole('button', { name: t.acceptFor('Frankie Fanning') })).toBeEnabled();

    const accepted = await rowOf('Casey Accepted');
    expect(within(accepted).getByText('casey@example.com').closest('td')).toHaveAttribute(
      'data-label',
      'Contact',
    );
    expect(within(accepted).queryByText(t.proposed)).toBeNull();
    expect(screen.getByRole('button', { name: t.acceptFor('Casey Accepted') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.declineFor('Casey Accepted') })).toBeDisabled();
  });

  it("accepts at one of the fan's times, or at another within the window", async () => {
    const { spy } = renderRequests({
      [`POST /api/chats/${REQUESTED.id}/accept`]: (_url: string, init: RequestInit) => {
        const { startsAt } = JSON.parse(String(init.body)) as { startsAt: string };
        return {
          message: m.accepted,
          chat: { ...REQUESTED, status: 'accepted', startsAt, answerBy: null },
        };
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.acceptFor('Frankie Fanning') }));
    let dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    // The fan's first time is picked to begin with.
    await user.click(within(dialog).getByRole('button', { name: t.confirmAccept }));
    expect(await screen.findByText(m.accepted)).toBeVisible();
    expect(callsTo(spy, `POST /api/chats/${REQUESTED.id}/accept`)[0]?.body).toEqual({
      startsAt: REQUESTED.proposedTimes[0],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Another time: a past one is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: t.acceptFor('Frankie Fanning') }));
    dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(within(dialog).getByRole('radio', { name: t.otherTime }));
    const time = within(dialog).getByLabelText(new RegExp(t.startsAtLabel));
    fireEvent.change(time, { target: { value: toLocalInputValue(new Date(Date.now() - 60_000)) } });
    await user.click(within(dialog).getByRole('button', { name: t.confirmAccept }));
    expect(await within(dialog).findByText(m.timeInPast)).toBeVisible();
    const later = new Date(Date.now() + 5 * 24 * 3_600_000);
    fireEvent.change(time, { target: { value: toLocalInputValue(later) } });
    await user.click(within(dialog).getByRole('button', { name: t.confirmAccept }));
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/chats/${REQUESTED.id}/accept`)).toHaveLength(2),
    );
    expect(callsTo(spy, `POST /api/chats/${REQUESTED.id}/accept`)[1]?.body).toEqual({
      startsAt: new Date(toLocalInputValue(later)).toISOString(),
    });
  });

  it("keeps the server's refusal in the accept dialog", async () => {
    renderRequests({
      [`POST /api/chats/${REQUESTED.id}/accept`]: () => apiError(409, 'CONFLICT', m.notRequested),
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.acceptFor('Frankie Fanning') }));
    const dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmAccept }));
    expect(await within(dialog).findByText(m.notRequested)).toBeVisible();
  });

  it('declines only after the confirmation, which says the hold is released', async () => {
    let declined = false;
    const { spy } = renderRequests({
      'GET /api/chats': () => ({
        items: [declined ? { ...REQUESTED, status: 'declined', answerBy: null } : REQUESTED],
        nextCursor: null,
      }),
      [`POST /api/chats/${REQUESTED.id}/decline`]: () => {
        declined = true;
        return { message: m.declined, chat: { ...REQUESTED, status: 'declined' } };
      },
    });
    await overlaysReady();
    const user = setupUser();
    const decline = await screen.findByRole('button', { name: t.declineFor('Frankie Fanning') });

    await user.click(decline);
    let dialog = await screen.findByRole('dialog', { name: t.declineTitle });
    expect(within(dialog).getByText(t.declineText('Frankie Fanning'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(spy, `POST /api/chats/${REQUESTED.id}/decline`)).toHaveLength(0);

    await user.click(decline);
    dialog = await screen.findByRole('dialog', { name: t.declineTitle });
    await user.click(within(dialog).getByRole('button', { name: t.decline }));
    expect(await screen.findByText(m.declined)).toBeVisible();
    expect(callsTo(spy, `POST /api/chats/${REQUESTED.id}/decline`)).toHaveLength(1);
    expect(await screen.findByText(t.statusLabels.declined)).toBeVisible();
    expect(screen.getByRole('button', { name: t.declineFor('Frankie Fanning') })).toBeDisabled();
  });

  it('shows the empty text when no fan booked a chat', async () => {
    renderRequests({ 'GET /api/chats': { items: [], nextCursor: null } });
    expect(await screen.findByText(m.empty)).toBeVisible();
  });
});
