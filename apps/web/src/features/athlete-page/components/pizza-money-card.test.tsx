import {
  formatCents,
  pizzaMoneyMessages as m,
  PIZZA_MONEY_CAP_CENTS,
  pizzaChargeCents,
  pizzaCoverFeeCents,
  type TAthletePizzaMoney,
  type TSessionUser,
  pizzaMoneyFanTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  typeAtOnce,
} from '../../../test/render';
import AthletePage from '../pages/athlete-page';
import { TEST_ATHLETE_PAGE, TEST_FAN, TEST_NOTHING_OPEN } from '../test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUEST_ID = '00000000-0000-4000-8000-0000000000d1';
const MY_REQUEST_ID = '00000000-0000-4000-8000-0000000000d2';
const PAYMENT_ID = '00000000-0000-4000-8000-0000000000c1';
const PURCHASE_ID = '00000000-0000-4000-8000-0000000000e1';
const ENDS_AT = '2026-12-20T12:00:00.000Z';

const OPEN: TAthletePizzaMoney = {
  ...TEST_NOTHING_OPEN,
  remainingCents: 6500,
  windowResetsAt: '2027-03-01T12:00:00.000Z',
  openRequest: { id: REQUEST_ID, endsAt: ENDS_AT, donatedCents: 3500 },
};

const PIZZA = 'GET /api/athletes/1001/pizza-money';
const ASK = 'POST /api/fan/pizza-money/requests';
const DONATE = 'POST /api/fan/pizza-money/donations';

function renderCard({
  pizza,
  user = TEST_FAN,
  route = '/athletes/1001',
  extra = {},
}: {
  pizza: unknown;
  user?: TSessionUser | null;
  route?: string;
  extra?: Record<string, unknown>;
}) {
  const spy = mockApi({ 'GET /api/athletes/1001': TEST_ATHLETE_PAGE, [PIZZA]: pizza, ...extra });
  const result = renderPage(<AthletePage />, { route, path: 'athletes/:athleteNumber', user });
  return { spy, ...result };
}

const loadedCard = async (remainingCents: number) => {
  const card = await screen.findByRole('article', { name: t.title });
  await within(card).findByText(t.remaining(remainingCents, 'Jordan'));
  return card;
};

describe('pizza money card', () => {
  it('lets a visitor pick an amount for an open request (Donate then asks them to sign in)', async () => {
    const { spy } = renderCard({ pizza: OPEN, user: null });
    const card = await loadedCard(OPEN.remainingCents);
    expect(within(card).getByText(t.intro('Jordan'))).toBeVisible();
    expect(
      within(card).getByText(t.openUntil('Jordan', formatDate(ENDS_AT)), { exact: false }),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: t.donateName('Jordan') })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: t.ask('Jordan') })).not.toBeInTheDocument();
    expect(callsTo(spy, PIZZA)).toHaveLength(1);
  });

  it('offers a visitor the fan sign-in, back to this page, when nothing is open', async () => {
    renderCard({ pizza: TEST_NOTHING_OPEN, user: null });
    const card = await loadedCard(TEST_NOTHING_OPEN.remainingCents);
    const signIn = within(card).getByRole('link', { name: t.signIn });
    expect(signIn).toHaveAttribute('href', '/fan/login?redirect=/athletes/1001');
    expect(within(card).queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.ask('Jordan') })).not.toBeInTheDocument();
  });

  it('tells a signed-in athlete that pizza money is given from fan accounts', async () => {
    renderCard({ pizza: OPEN, user: TEST_ATHLETE });
    const card = await loadedCard(OPEN.remainingCents);
    expect(within(card).getByText(t.otherRole)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument();
  });

  it('lets a fan ask the athlete, with the toast, then shows the request waiting', async () => {
    let asked = false;
    const waiting: TAthletePizzaMoney = {
      ...TEST_NOTHING_OPEN,
      myPendingRequest: { id: MY_REQUEST_ID, endsAt: ENDS_AT },
    };
    const { spy, user } = renderCard({
      pizza: () => (asked ? waiting : TEST_NOTHING_OPEN),
      extra: {
        [ASK]: () => {
          asked = true;
          return { message: m.requestAdded, request: { id: MY_REQUEST_ID, endsAt: ENDS_AT } };
        },
      },
    });
    const card = await loadedCard(PIZZA_MONEY_CAP_CENTS);
    await user.click(within(card).getByRole('button', { name: t.ask('Jordan') }));
    await waitFor(() => expect(screen.getByText(m.requestAdded)).toBeInTheDocument());
    expect(callsTo(spy, ASK).map((c) => c.body)).toEqual([{ athleteNumber: 1001 }]);
    expect(
      await within(card).findByText(t.waiting('Jordan', formatDate(ENDS_AT))),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.ask('Jordan') })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a request", async () => {
    const { user } = renderCard({
      pizza: TEST_NOTHING_OPEN,
      extra: { [ASK]: apiError(409, 'CONFLICT', m.alreadyAsked) },
    });
    const card = await loadedCard(PIZZA_MONEY_CAP_CENTS);
    await user.click(within(card).getByRole('button', { name: t.ask('Jordan') }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(m.alreadyAsked);
  });

  it("shows the fan's own request waiting for the athlete's answer", async () => {
    renderCard({
      pizza: { ...TEST_NOTHING_OPEN, myPendingRequest: { id: MY_REQUEST_ID, endsAt: ENDS_AT } },
    });
    const card = await loadedCard(PIZZA_MONEY_CAP_CENTS);
    expect(within(card).getByText(t.waiting('Jordan', formatDate(ENDS_AT)))).toBeVisible();
    expect(within(card).queryByRole('button', { name: t.ask('Jordan') })).not.toBeInTheDocument();
  });

  it('donates with the fee covered: the charge, the confirmation, the checkout', async () => {
    const { spy, user, router } = renderCard({
      pizza: OPEN,
      extra: {
        [DONATE]: {
          outcome: 'payment_required',
          paymentId: PAYMENT_ID,
          approveUrl: '/checkout/simulated/order-9',
          amountCents: pizzaChargeCents(2000, true),
          currency: 'USD',
          message: m.donationStarted,
        },
      },
    });
    const card = await loadedCard(OPEN.remainingCents);
    expect(within(card).getByText(t.donatedSoFar(3500), { exact: false })).toBeVisible();
    // $10 is picked at first; the fan covers nothing yet.
    expect(within(card).getByTestId('pizza-charge')).toHaveTextContent('$10.00');
    await user.click(within(card).getByRole('radio', { name: '$20' }));
    expect(within(card).getByTestId('pizza-charge')).toHaveTextContent('$20.00');
    const cover = within(card).getByRole('checkbox', { name: t.coverFee('Jordan') });
    expect(within(card).getByText(t.coverFeeAdds(pizzaCoverFeeCents(2000)))).toBeVisible();
    await user.click(cover);
    const charge = pizzaChargeCents(2000, true);
    expect(charge).toBe(2000 + pizzaCoverFeeCents(2000));
    expect(within(card).getByTestId('pizza-charge')).toHaveTextContent(formatCents(charge));
    expect(within(card).getByText(t.receivesWhole('Jordan', 2000))).toBeVisible();

    await user.click(within(card).getByRole('button', { name: t.donateName('Jordan') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(
      within(dialog).getByText(t.donationItemWithFee('Jordan', 2000, pizzaCoverFeeCents(2000))),
    ).toBeVisible();
    expect(within(dialog).getByText(formatCents(charge))).toBeVisible();
    expect(callsTo(spy, DONATE)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /Continue/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-9'));
    expect(callsTo(spy, DONATE).map((c) => c.body)).toEqual([
      { requestId: REQUEST_ID, dollars: 20, coverFee: true, publicSupporter: false },
    ]);
  });

  it('takes a custom whole-dollar amount up to what the cap leaves', async () => {
    const { spy, user } = renderCard({
      pizza: { ...OPEN, remainingCents: 1500 },
      extra: { [DONATE]: apiError(409, 'CONFLICT', m.capReached(500)) },
    });
    const card = await loadedCard(1500);
    // $20 would pass the cap: it is not offered.
    expect(within(card).queryByRole('radio', { name: '$20' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: t.customChip }));
    const amount = within(card).getByRole('textbox', { name: t.customLabel });
    await typeAtOnce(user, amount, '16');
    expect(within(card).getByText(m.capReached(1500))).toBeVisible();
    expect(within(card).getByRole('button', { name: t.donateName('Jordan') })).toBeDisabled();

    await user.clear(amount);
    await typeAtOnce(user, amount, '12');
    expect(within(card).getByTestId('pizza-charge')).toHaveTextContent('$12.00');
    await user.click(within(card).getByRole('button', { name: t.donateName('Jordan') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: /Continue/ }));
    // Someone else gave meanwhile: the server refuses with what is left, and the card is read again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.capReached(500));
    await waitFor(() => expect(callsTo(spy, PIZZA)).toHaveLength(2));
  });

  it('says the cap is reached, and from when more can be given, with no Donate', async () => {
    renderCard({ pizza: { ...OPEN, remainingCents: 0 } });
    const card = await loadedCard(0);
    expect(
      within(card).getByText(
        `${m.capReached(0)} ${t.moreFrom(formatDate('2027-03-01T12:00:00.000Z'))}`,
      ),
    ).toBeVisible();
    expect(
      within(card).queryByRole('button', { name: t.donateName('Jordan') }),
    ).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderCard({
      pizza: () => (fail ? apiError(503, 'UNAVAILABLE', 'Service unavailable') : TEST_NOTHING_OPEN),
    });
    const card = await screen.findByRole('article', { name: t.title });
    expect(await within(card).findByRole('alert')).toHaveTextContent(t.loadError);
    fail = false;
    await user.click(within(card).getByRole('button', { name: t.retry }));
    expect(await within(card).findByRole('button', { name: t.ask('Jordan') })).toBeInTheDocument();
  });

  it('thanks the fan back from a donation, once, with the link to the receipt', async () => {
    const { router } = renderCard({
      pizza: OPEN,
      route: `/athletes/1001?donated=${PURCHASE_ID}`,
    });
    expect(await screen.findByText(t.donatedNote)).toBeVisible();
    expect(screen.getByRole('link', { name: t.receiptLink })).toHaveAttribute(
      'href',
      `/fan/purchases/${PURCHASE_ID}`,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(t.donatedNote)).toBeVisible();
  });
});
