import { groupChatsMessages as m, type TAthleteGroupChat, groupChatsTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import AthleteGroupChatsPage from './athlete-group-chats-page';

afterEach(() => vi.unstubAllGlobals());

const DAY = 24 * 3600_000;

function chat(overrides: Partial<TAthleteGroupChat> = {}): TAthleteGroupChat {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Film session',
    status: 'scheduled',
    startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
    minutes: 30,
    seatCents: 1500,
    seats: 10,
    seatsSold: 3,
    seatsSettled: 0,
    earnedCents: 0,
    canEditPrice: false,
    canCancel: true,
    ...overrides,
  };
}

const SETTLED = chat({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Preseason hangout',
  startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
  seatsSold: 2,
  seatsSettled: 2,
  earnedCents: 1410,
  canCancel: false,
});

function renderScreen(routes: Record<string, unknown> = {}) {
  const spy = mockApi({ 'GET /api/group-chats': { items: [chat(), SETTLED] }, ...routes });
  const result = renderPage(<AthleteGroupChatsPage />, {
    route: '/admin/group-chats',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('athlete group chats page', () => {
  it('lists my group chats with seats sold, earnings, and Cancel only before the start', async () => {
    renderScreen();
    const upcoming = await screen.findByRole('article', { name: 'Film session' });
    expect(within(upcoming).getByText(t.seatsSold(3, 10))).toBeVisible();
    expect(within(upcoming).getByRole('button', { name: t.cancel })).toBeVisible();
    const past = screen.getByRole('article', { name: 'Preseason hangout' });
    expect(within(past).getByText('$14.10')).toBeVisible();
    expect(within(past).queryByRole('button', { name: t.cancel })).toBeNull();
  });

  it('says so when there is none, and offers to try again after a failure', async () => {
    mockApi({ 'GET /api/group-chats': { items: [] } });
    renderPage(<AthleteGroupChatsPage />, { route: '/admin/group-chats', user: TEST_ATHLETE });
    expect(await screen.findByText(m.athleteEmpty)).toBeVisible();
    vi.unstubAllGlobals();
    mockApi({ 'GET /api/group-chats': apiError(500, 'INTERNAL', 'boom') });
    renderPage(<AthleteGroupChatsPage />, { route: '/admin/group-chats', user: TEST_ATHLETE });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
  });

  it('cancels only after the confirmation', async () => {
    const { spy, user } = renderScreen({
      'POST /api/group-chats/00000000-0000-4000-8000-000000000001/cancel': {
        message: m.cancelled,
        groupChat: chat({ status: 'cancelled', canCancel: false }),
      },
    });
    await overlaysReady();
    const upcoming = await screen.findByRole('article', { name: 'Film session' });
    await user.click(within(upcoming).getByRole('button', { name: t.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.cancelConfirm)).toBeVisible();
    const route = 'POST /api/group-chats/00000000-0000-4000-8000-000000000001/cancel';
    expect(callsTo(spy, route)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(callsTo(spy, route)).toHaveLength(1));
    expect(await screen.findByText(m.cancelled)).toBeVisible();
  });

  it('schedules with the price in cents and shows the server’s field message', async () => {
    const { spy, user } = renderScreen({
      'POST /api/group-chats': apiError(400, 'VALIDATION_FAILED', 'Check the form.', {
        startsAt: m.timeTooFar,
      }),
    });
    await screen.findByRole('article', { name: 'Film session' });
    await typeAtOnce(user, screen.getByLabelText(field(t.title)), 'Ask me anything');
    await user.click(screen.getByRole('button', { name: t.schedule }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/group-chats')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/group-chats')[0]?.body).toMatchObject({
      title: 'Ask me anything',
      minutes: 30,
      seatCents: 2000,
      seats: 10,
    });
    expect(await screen.findByText(m.timeTooFar)).toBeVisible();
  });
});
