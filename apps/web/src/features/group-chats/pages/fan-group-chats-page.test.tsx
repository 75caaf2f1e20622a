import {
  CHAT_OUTCOME_LABELS,
  groupChatsMessages as m,
  type TFanGroupChatSeat,
  groupChatsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import FanGroupChatsPage from './fan-group-chats-page';

afterEach(() => vi.unstubAllGlobals());

const TEST_FAN = {
  id: '0b7c1e4a-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'fan@example.com',
  role: 'fan' as const,
  isManager: false,
  firstName: 'Fay',
  lastName: 'Fan',
  name: 'Fay Fan',
};
const HOUR = 3600_000;

function seat(overrides: Partial<TFanGroupChatSeat> = {}): TFanGroupChatSeat {
  return {
    id: '00000000-0000-4000-8000-000000000011',
    groupChatId: '00000000-0000-4000-8000-000000000001',
    title: 'Film session',
    athleteName: 'Ana Diaz',
    athleteNumber: 1001,
    chatStatus: 'scheduled',
    status: 'held',
    startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    minutes: 30,
    priceCents: 10_000,
    rateBy: new Date(Date.now() + 70 * HOUR).toISOString(),
    canRate: true,
    settlement: null,
    ...overrides,
  };
}

const SETTLED = seat({
  id: '00000000-0000-4000-8000-000000000012',
  title: 'Preseason hangout',
  status: 'settled',
  canRate: false,
  settlement: {
    outcome: 'no_show',
    priceCents: 10_000,
    athleteCents: 2300,
    platformCents: 1200,
    returnedCents: 6500,
    chargedCents: 3500,
  },
});

function renderScreen(routes: Record<string, unknown> = {}) {
  const spy = mockApi({ 'GET /api/fan/group-chats': { items: [seat(), SETTLED] }, ...routes });
  return {
    spy,
    ...renderPage(<FanGroupChatsPage />, { route: '/fan/group-chats', user: TEST_FAN }),
  };
}

describe("the fan's group chats", () => {
  it('shows a settled seat’s settlement: price, shares, returned and charged', async () => {
    renderScreen();
    const settled = await screen.findByRole('article', { name: 'Preseason hangout' });
    const table = within(settled).getByRole('table');
    const rowOf = (label: string) => within(table).getByRole('row', { name: new RegExp(label) });
    expect(rowOf(t.price)).toHaveTextContent('$100.00');
    expect(rowOf(t.athleteShare)).toHaveTextContent('$23.00');
    expect(rowOf(t.platformShare)).toHaveTextContent('$12.00');
    expect(rowOf(t.returned)).toHaveTextContent('$65.00');
    expect(rowOf(t.charged)).toHaveTextContent('$35.00');
    expect(within(settled).queryByRole('button', { name: CHAT_OUTCOME_LABELS.no_show })).toBeNull();
  });

  it('rates a held seat with one of the three outcomes', async () => {
    const route = 'POST /api/fan/group-chat-seats/00000000-0000-4000-8000-000000000011/rate';
    const { spy, user } = renderScreen({
      [route]: { message: m.rated, seat: seat({ status: 'settled', canRate: false }) },
    });
    const held = await screen.findByRole('article', { name: 'Film session' });
    for (const label of Object.values(CHAT_OUTCOME_LABELS)) {
      expect(within(held).getByRole('button', { name: label })).toBeVisible();
    }
    await user.click(within(held).getByRole('button', { name: CHAT_OUTCOME_LABELS.no_show }));
    await waitFor(() => expect(callsTo(spy, route)).toHaveLength(1));
    expect(callsTo(spy, route)[0]?.body).toEqual({ outcome: 'no_show' });
  });

  it('says so when the fan holds no seat, and when the list fails', async () => {
    mockApi({ 'GET /api/fan/group-chats': { items: [] } });
    renderPage(<FanGroupChatsPage />, { route: '/fan/group-chats', user: TEST_FAN });
    expect(await screen.findByText(m.fanEmpty)).toBeVisible();
    expect(screen.getByRole('link', { name: t.findGroupChats })).toHaveAttribute(
      'href',
      '/groupChat',
    );
    vi.unstubAllGlobals();
    mockApi({ 'GET /api/fan/group-chats': apiError(500, 'INTERNAL', 'boom') });
    renderPage(<FanGroupChatsPage />, { route: '/fan/group-chats', user: TEST_FAN });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
  });
});
