import { type TCommunityBadge, communityBadgesMessages as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import CommunityBadgePage from './community-badge-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT_ID = '00000000-0000-4000-8000-00000000aaaa';
const OWNER = { athleteName: 'Ana Diaz', photoUrl: null };
const BADGE: TCommunityBadge = {
  id: '00000000-0000-4000-8000-000000000001',
  badgeNumber: 'FHP-00100007',
  badgeType: 'Sports Community Badge',
  amountCents: 200,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderScreen(
  routes: Record<string, unknown> = {},
  route = '/admin/sports-community-badge',
) {
  const spy = mockApi({
    'GET /api/community-badges': { nextPriceCents: 200, ...OWNER, badges: [] },
    ...routes,
  });
  const result = renderPage(<CommunityBadgePage />, {
    route,
    path: 'admin/sports-community-badge',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('sports community badge page', () => {
  it('offers the price the server names and sends the athlete to the checkout', async () => {
    const { user, spy, router } = renderScreen({
      'POST /api/community-badges/purchase': {
        outcome: 'payment_required',
        paymentId: PAYMENT_ID,
        approveUrl: '/checkout/simulated/order-1',
        amountCents: 200,
        currency: 'USD',
        message: t.paymentRequired,
      },
    });
    const buy = await screen.findByRole('button', { name: t.buyWithMoney('$2.00') });
    expect(screen.getByRole('figure', { name: t.sample })).toBeVisible();
    expect(screen.queryByText(t.warning)).toBeNull();
    await user.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-1'));
    // The browser names no price: the request has no body to carry one.
    expect(callsTo(spy, 'POST /api/community-badges/purchase')).toHaveLength(1);
  });

  it('shows $4 once the athlete owns a badge, with its PDF link', async () => {
    renderScreen({
      'GET /api/community-badges': { nextPriceCents: 400, ...OWNER, badges: [BADGE] },
    });
    expect(await screen.findByRole('button', { name: t.buyWithMoney('$4.00') })).toBeEnabled();
    const row = screen.getByRole('listitem', { name: BADGE.badgeNumber });
    expect(within(row).getByRole('link', { name: t.downloadPdf })).toHaveAttribute(
      'href',
      `/api/community-badges/${BADGE.id}/pdf`,
    );
  });

  it("opens the 'Coming Soon...' modal from the coin button", async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: t.buyWithCoin }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.comingSoon)).toBeVisible();
  });

  it('captures on the way back: the badge beside the sample, buy buttons disabled, the warning', async () => {
    let captured = false;
    const { spy, router } = renderScreen(
      {
        [`POST /api/community-badges/payments/${PAYMENT_ID}/capture`]: () => {
          captured = true;
          return { outcome: 'created', badge: BADGE, message: t.paymentSuccess };
        },
        'GET /api/community-badges': () => ({
          nextPriceCents: captured ? 400 : 200,
          ...OWNER,
          badges: captured ? [BADGE] : [],
        }),
      },
      `/admin/sports-community-badge?paymentId=${PAYMENT_ID}`,
    );
    await overlaysReady();
    expect(await screen.findByText(t.paymentSuccess)).toBeVisible();
    const card = await screen.findByRole('figure', { name: t.badgeLabel(BADGE.badgeNumber) });
    expect(within(card).getByText('Ana Diaz')).toBeVisible();
    expect(within(card).getByText('20 Nov 2026')).toBeVisible();
    expect(screen.getByRole('figure', { name: t.sample })).toBeVisible();
    expect(screen.getByText(t.warning)).toBeVisible();
    expect(screen.getByRole('button', { name: t.buyWithMoney('$4.00') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.buyWithCoin })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: t.downloadPdf })[0]).toHaveAttribute(
      'href',
      `/api/community-badges/${BADGE.id}/pdf`,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo(spy, `POST /api/community-badges/payments/${PAYMENT_ID}/capture`)).toHaveLength(
      1,
    );
  });

  it('says a cancelled checkout created nothing, and closes its payment at once', async () => {
    const { spy } = renderScreen(
      { [`POST /api/payments/${PAYMENT_ID}/cancel`]: { id: PAYMENT_ID } },
      `/admin/sports-community-badge?paymentId=${PAYMENT_ID}&cancelled=1`,
    );
    expect(await screen.findByText(t.paymentCancelled)).toBeVisible();
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/payments/${PAYMENT_ID}/cancel`)).toHaveLength(1),
    );
    expect(callsTo(spy, `POST /api/community-badges/payments/${PAYMENT_ID}/capture`)).toHaveLength(
      0,
    );
  });
});
