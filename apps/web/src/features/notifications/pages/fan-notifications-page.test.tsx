import { fanNotificationMessages as f, messages, type TNotificationItem } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import FanNotificationsPage from './fan-notifications-page';

const t = messages.notifications;

const ACCEPTED: TNotificationItem = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'pizza-money-accepted',
  message: 'Maya Chen accepted your pizza money request.',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  read: false,
  fanId: null,
  fanName: null,
  fanEmail: null,
  athleteNumber: 1002,
  resolutionId: null,
};
const REFUND: TNotificationItem = {
  ...ACCEPTED,
  id: '00000000-0000-4000-8000-000000000002',
  type: 'payment-refunded',
  message: 'Your payment of $7.25 was refunded.',
  athleteNumber: null,
  resolutionId: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the fan notifications page', () => {
  it("lists the fan's notifications with their labels, and a click opens the athlete's page", async () => {
    const user = setupUser();
    const spy = mockApi({
      'GET /api/notifications': { items: [ACCEPTED, REFUND], nextCursor: null },
      [`POST /api/notifications/${ACCEPTED.id}/read`]: { id: ACCEPTED.id, read: true },
    });
    const { router } = renderPage(<FanNotificationsPage />, {
      path: 'fan/notifications',
      route: '/fan/notifications',
    });
    expect(await screen.findByRole('heading', { level: 1, name: f.pageTitle })).toBeInTheDocument();
    expect(await screen.findByText(REFUND.message)).toBeInTheDocument();
    expect(screen.getByText(t.typeLabels['payment-refunded'] ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.markAllRead })).toBeInTheDocument();
    await user.click(screen.getByText(ACCEPTED.message));
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes/1002'));
    expect(callsTo(spy, `POST /api/notifications/${ACCEPTED.id}/read`)).toHaveLength(1);
  });
});
