import { messages, type TNotificationItem } from '@fhp/domain';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import NotificationsPage, { handle } from './notifications-page';

const t = messages.notifications;

afterEach(() => {
  vi.unstubAllGlobals();
});

let seq = 0;
function item(overrides: Partial<TNotificationItem> = {}): TNotificationItem {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    type: 'contest',
    message: `Contest ${seq}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    fanId: null,
    fanName: null,
    fanEmail: null,
    athleteNumber: null,
    resolutionId: null,
    ...overrides,
  };
}

const ENDORSEMENT = item({
  type: 'endorsement',
  message: 'Frankie Fanning bought your endorsement badge.',
  fanId: '11111111-1111-4111-8111-111111111111',
  fanName: 'Frankie Fanning',
  fanEmail: 'fan@example.com',
});
const CONTEST = item({ type: 'contest', message: 'A new contest is open.' });
const ADMIN = item({ type: 'admin', message: 'Welcome to FHP!' });
const ANSWER = item({
  type: 'resolution',
  message: 'An operator answered your resolution.',
  resolutionId: '6f1c1e52-8a43-4d7a-9a57-3b2c1f0e9d10',
});

function tabOf(url: string) {
  return new URL(url, 'http://x').searchParams.get('tab');
}

function renderNotifications(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/notifications': (url: string) =>
      tabOf(url) === 'read'
        ? { items: [], nextCursor: null }
        : { items: [ENDORSEMENT, CONTEST, ADMIN], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<NotificationsPage />, {
    route: '/admin/notifications',
    path: 'admin/notifications',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

function listCalls(spy: ReturnType<typeof mockApi>) {
  return callsTo(spy, 'GET /api/notifications');
}

describe('notifications page', () => {
  it("its route starts the Unread tab's first page as the page asks for it, under its key", async () => {
    const spy = mockApi({ 'GET /api/notifications': { items: [CONTEST], nextCursor: null } });
    const client = new QueryClient();
    handle.prefetch?.(client);
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.notifications.list('unread'))?.status).toBe('success'),
    );
    const page = renderNotifications();
    expect(await screen.findByText(ADMIN.message, { exact: false })).toBeVisible();
    // The same URL: the server reads it for its preview, and the browser's start script sends
    // it early, for the page's own query to take.
    expect(listCalls(spy).map((c) => c.url)).toEqual(listCalls(page.spy).map((c) => c.url));
    expect(listCalls(spy).map((c) => c.url)).toEqual(['/api/notifications?tab=unread&limit=5']);
    client.clear();
  });

  it('lists unread notifications with fan, relative time and the admin prefix', async () => {
    const { spy } = renderNotifications();
    expect(await screen.findByText(ENDORSEMENT.message)).toBeVisible();
    expect(screen.getByText(t.endorsementTitle)).toBeVisible();
    expect(screen.getByText(`${t.fanLabel}: Frankie Fanning · fan@example.com`)).toBeVisible();
    expect(screen.getByText(`${t.adminMessagePrefix}Welcome to FHP!`)).toBeVisible();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: t.emailFanButton })).toHaveLength(1);
    // The Read list is not loaded until its tab is clicked.
    expect(listCalls(spy).map((c) => tabOf(c.url))).toEqual(['unread']);
  });

  it('loads the Read list only when its tab is clicked, and shows its empty text', async () => {
    const { spy } = renderNotifications();
    await screen.findByText(CONTEST.message);
    await setupUser().click(screen.getByRole('tab', { name: t.readTab }));
    expect(await screen.findByText(t.noRead)).toBeVisible();
    expect(listCalls(spy).map((c) => tabOf(c.url))).toEqual(['unread', 'read']);
  });

  it("shows 'No Unread Notifications.' when there are none", async () => {
    renderNotifications({ 'GET /api/notifications': { items: [], nextCursor: null } });
    expect(await screen.findByText(t.noUnread)).toBeVisible();
  });

  it('fetches the next page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => item({ message: `First page ${n}` }));
    const second = item({ message: 'Second page 1' });
    const { spy } = renderNotifications({
      'GET /api/notifications': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
          ? { items: [second], nextCursor: null }
          : { items: first, nextCursor: 'c1' },
    });
    expect(await screen.findByText('First page 5')).toBeVisible();
    await setupUser().click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second page 1')).toBeVisible();
    expect(screen.getByText('First page 1')).toBeVisible();
    const urls = callsTo(spy, 'GET /api/notifications').map((c) => c.url);
    expect(urls.some((u) => u.includes('cursor=c1') && u.includes('limit=5'))).toBe(true);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  it.each([
    [CONTEST, '/admin/athlete-contest'],
    [ADMIN, '/admin/sports-community-badge'],
    [ANSWER, `/admin/resolution-detail/${ANSWER.resolutionId}`],
  ])('marks a click read and routes ($type)', async (target, path) => {
    const { spy, router } = renderNotifications({
      'GET /api/notifications': { items: [target], nextCursor: null },
      [`POST /api/notifications/${target.id}/read`]: { id: target.id, read: true },
    });
    const text =
      target.type === 'admin' ? `${t.adminMessagePrefix}${target.message}` : target.message;
    await setupUser().click(await screen.findByText(text));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(callsTo(spy, `POST /api/notifications/${target.id}/read`)).toHaveLength(1);
  });

  it("sends the e-mail to the fan and says 'Email Send Successfully'", async () => {
    let emailed = false;
    const { spy } = renderNotifications({
      'GET /api/notifications': (url: string) =>
        tabOf(url) === 'read' || emailed
          ? { items: [CONTEST], nextCursor: null }
          : { items: [ENDORSEMENT, CONTEST], nextCursor: null },
      [`POST /api/notifications/${ENDORSEMENT.id}/email-fan`]: () => {
        emailed = true;
        return { message: t.emailSent };
      },
    });
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await setupUser().click(await screen.findByRole('button', { name: t.emailFanButton }));
    expect(await screen.findByText(t.emailSent)).toBeVisible();
    expect(callsTo(spy, `POST /api/notifications/${ENDORSEMENT.id}/email-fan`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(ENDORSEMENT.message)).toBeNull());
  });

  it('says the e-mail was sent even when a live update removed the row first', async () => {
    let emailed = false;
    let listRefreshed: () => Promise<unknown> = async () => {};
    const { queryClient } = renderNotifications({
      'GET /api/notifications': (url: string) =>
        tabOf(url) === 'read' || emailed
          ? { items: [CONTEST], nextCursor: null }
          : { items: [ENDORSEMENT, CONTEST], nextCursor: null },
      // The server's 'notification.updated' event arrives before the answer: the list is
      // refreshed and the row that asked is gone when the answer comes.
      [`POST /api/notifications/${ENDORSEMENT.id}/email-fan`]: async () => {
        emailed = true;
        await listRefreshed();
        await waitFor(() => expect(screen.queryByText(ENDORSEMENT.message)).toBeNull());
        return { message: t.emailSent };
      },
    });
    listRefreshed = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await setupUser().click(await screen.findByRole('button', { name: t.emailFanButton }));
    expect(await screen.findByText(t.emailSent)).toBeVisible();
  });

  it('shows the error message when the e-mail fails', async () => {
    renderNotifications({
      [`POST /api/notifications/${ENDORSEMENT.id}/email-fan`]: () =>
        apiError(502, 'UPSTREAM_FAILED', t.emailFailed),
    });
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await setupUser().click(await screen.findByRole('button', { name: t.emailFanButton }));
    expect(await screen.findByText(t.emailFailed)).toBeVisible();
    expect(screen.getByText(ENDORSEMENT.message)).toBeVisible();
  });

  it('marks all as read from the Unread tab: one call, the toast, and the list empties', async () => {
    let allRead = false;
    const { spy } = renderNotifications({
      'GET /api/notifications': (url: string) =>
        tabOf(url) === 'read' || allRead
          ? { items: [], nextCursor: null }
          : { items: [ENDORSEMENT, CONTEST, ADMIN], nextCursor: null },
      'POST /api/notifications/read-all': () => {
        allRead = true;
        return { count: 3, message: t.allMarkedRead };
      },
    });
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await screen.findByText(CONTEST.message);
    await setupUser().click(screen.getByRole('button', { name: t.markAllRead }));
    expect(await screen.findByText(t.allMarkedRead)).toBeVisible();
    expect(await screen.findByText(t.noUnread)).toBeVisible();
    expect(screen.queryByText(CONTEST.message)).toBeNull();
    expect(callsTo(spy, 'POST /api/notifications/read-all')).toHaveLength(1);
    // Nothing unread: no button.
    expect(screen.queryByRole('button', { name: t.markAllRead })).toBeNull();
  });

  it('shows no Mark all as read on the Read tab or when nothing is unread', async () => {
    renderNotifications({ 'GET /api/notifications': { items: [], nextCursor: null } });
    expect(await screen.findByText(t.noUnread)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.markAllRead })).toBeNull();
    await setupUser().click(screen.getByRole('tab', { name: t.readTab }));
    expect(await screen.findByText(t.noRead)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.markAllRead })).toBeNull();
  });

  it('shows an error state when the list cannot load', async () => {
    renderNotifications({ 'GET /api/notifications': () => apiError(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: messages.shell.tryAgain })).toBeVisible();
  });
});
