import { fanPurchasesMessages, type TSessionUser, contestVoteTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { BuyContestBadgeButton } from './buy-contest-badge-button';

afterEach(() => vi.unstubAllGlobals());

const BADGE = '00000000-0000-4000-8000-00000000b001';
const CHECKOUT = 'POST /api/fan/checkout';
const PAYMENT = '00000000-0000-4000-8000-00000000c001';
const FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
  emailConfirmed: true,
};
const STARTED = {
  outcome: 'payment_required',
  paymentId: PAYMENT,
  approveUrl: `http://localhost:3000/checkout/simulated/${PAYMENT}`,
  amountCents: 2000,
  currency: 'USD',
  message: fanPurchasesMessages.checkoutStarted,
};

function renderBuy(
  user: TSessionUser | null,
  routes: Record<string, unknown>,
  route = '/contests/7',
) {
  const spy = mockApi(routes);
  const result = renderPage(
    <BuyContestBadgeButton badgeId={BADGE} description="Top scorer" priceCents={2000} />,
    { route, path: 'contests/:number', user },
  );
  return { spy, ...result };
}

describe('BuyContestBadgeButton', () => {
  it('confirms, then starts the fan checkout for the badge and goes to it', async () => {
    const { spy, user, router } = renderBuy(FAN, { [CHECKOUT]: STARTED });
    await user.click(screen.getByRole('button', { name: t.buyBadgeLabel('Top scorer', '$20.00') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmLine('Top scorer', '$20.00'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.confirmButton }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/checkout/simulated/${PAYMENT}`),
    );
    expect(callsTo(spy, CHECKOUT).map((c) => c.body)).toEqual([
      { item: 'contest_badge', badgeId: BADGE },
    ]);
  });

  it('shows the server’s refusal in the confirmation', async () => {
    const { user } = renderBuy(FAN, {
      [CHECKOUT]: apiError(409, 'CONFLICT', fanPurchasesMessages.contestBadgeClosed),
    });
    await user.click(screen.getByRole('button', { name: t.buyBadgeLabel('Top scorer', '$20.00') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fanPurchasesMessages.contestBadgeClosed,
    );
  });

  it('sends a signed-out visitor to the fan sign-in with the badge in the return address', async () => {
    const { user, router, spy } = renderBuy(null, {});
    await user.click(screen.getByRole('button', { name: t.buyBadgeLabel('Top scorer', '$20.00') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/contests/7?buyBadge=${BADGE}`,
    );
    expect(callsTo(spy, CHECKOUT)).toHaveLength(0);
  });

  it('opens the confirmation for the fan who comes back, and clears the address', async () => {
    const { router } = renderBuy(FAN, {}, `/contests/7?buyBadge=${BADGE}`);
    expect(await screen.findByRole('dialog', { name: t.confirmTitle })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells another role that only fans buy', async () => {
    const { user, spy } = renderBuy({ ...FAN, role: 'athlete' }, {});
    await user.click(screen.getByRole('button', { name: t.buyBadgeLabel('Top scorer', '$20.00') }));
    expect(await screen.findByText(t.fansOnlyBuy)).toBeVisible();
    expect(callsTo(spy, CHECKOUT)).toHaveLength(0);
  });
});
