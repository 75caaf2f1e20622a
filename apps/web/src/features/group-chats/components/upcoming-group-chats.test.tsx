import { groupChatsMessages as m, type TPublicGroupChat, groupChatsTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage } from '../../../test/render';
import { UpcomingGroupChats } from './upcoming-group-chats';

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
const ID = '00000000-0000-4000-8000-000000000001';

const CHAT: TPublicGroupChat = {
  id: ID,
  title: 'Film session',
  athleteName: 'Ana Diaz',
  athleteNumber: 1001,
  startsAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
  minutes: 30,
  seatCents: 1500,
  seats: 10,
  seatsLeft: 4,
};
const FULL = {
  ...CHAT,
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Sold out',
  seatsLeft: 0,
};

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('upcoming group chats', () => {
  it('asks a visitor to sign in as a fan, and shows a full chat as full', async () => {
    mockApi({ 'GET /api/public/group-chats': { items: [CHAT, FULL] } });
    renderPage(<UpcomingGroupChats />, { route: '/groupChat', user: null });
    const card = await screen.findByRole('article', { name: 'Film session' });
    expect(within(card).getByText(t.seatsLeft(4))).toBeVisible();
    expect(within(card).getByText('$15.00')).toBeVisible();
    expect(await within(card).findByRole('link', { name: t.signInToBuy })).toHaveAttribute(
      'href',
      '/fan/login',
    );
    const full = screen.getByRole('article', { name: 'Sold out' });
    expect(within(full).getByRole('button', { name: t.full })).toBeDisabled();
  });

  it("buys a fan's seat after the confirmation, without a price in the request", async () => {
    const spy = mockApi({
      'GET /api/public/group-chats': { items: [CHAT] },
      [`POST /api/fan/group-chats/${ID}/seats`]: {
        outcome: 'payment_required',
        paymentId: '00000000-0000-4000-8000-000000000099',
        approveUrl: '/checkout/simulated/abc',
        amountCents: 1500,
        currency: 'USD',
        message: m.checkoutStarted,
      },
    });
    const { user } = renderPage(<UpcomingGroupChats />, { route: '/groupChat', user: TEST_FAN });
    await overlaysReady();
    const card = await screen.findByRole('article', { name: 'Film session' });
    await user.click(await within(card).findByRole('button', { name: t.buySeat }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.buyConfirm('Film session', '$15.00'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.goToCheckout }));
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/fan/group-chats/${ID}/seats`)).toHaveLength(1),
    );
    expect(callsTo(spy, `POST /api/fan/group-chats/${ID}/seats`)[0]?.body).toBeUndefined();
  });

  it('shows nothing on an athlete page without group chats', async () => {
    mockApi({ 'GET /api/public/group-chats': { items: [] } });
    const { container } = renderPage(<UpcomingGroupChats athleteNumber={1001} />, {
      route: '/athletes/1001',
      user: null,
    });
    await waitFor(() => expect(container.querySelector('#upcoming-group-chats')).toBeNull());
    expect(screen.queryByText(m.publicEmpty)).toBeNull();
  });
});
