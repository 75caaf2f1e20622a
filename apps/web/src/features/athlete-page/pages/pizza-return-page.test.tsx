import { pizzaMoneyMessages as m, paymentsMessages, pizzaMoneyFanTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnPageTests } from '../../../test/payment-return';
import { apiError, callsTo, mockApi, renderApp } from '../../../test/render';
import { TEST_ATHLETE_PAGE, TEST_FAN, TEST_NOTHING_OPEN } from '../test-data';
import PizzaReturnPage from './pizza-return-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const PURCHASE = '11111111-2222-4333-8444-555555555555';
const CAPTURE = `POST /api/fan/pizza-money/donations/${PAYMENT}/capture`;

describe('pizza money return page', () => {
  const renderReturn = returnPageTests({
    page: <PizzaReturnPage />,
    path: 'fan/pizza-money/return',
    capture: CAPTURE,
    paymentId: PAYMENT,
    user: TEST_FAN,
    texts: t,
    wayBack: { label: t.myPurchases, href: '/fan/purchases' },
  });

  it("captures once, then back on the athlete's page: the toast and the receipt link", async () => {
    // The whole app: the route is registered in the fan area, and the athlete's page follows.
    const spy = mockApi({
      [CAPTURE]: {
        outcome: 'donated',
        purchaseId: PURCHASE,
        athleteNumber: 1001,
        message: m.donated,
      },
      'GET /api/athletes/1001': TEST_ATHLETE_PAGE,
      'GET /api/athletes/1001/pizza-money': TEST_NOTHING_OPEN,
    });
    const { router } = renderApp({
      route: `/fan/pizza-money/return?paymentId=${PAYMENT}`,
      user: TEST_FAN,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes/1001'));
    expect(
      await screen.findByRole('link', { name: t.receiptLink }, { timeout: 5000 }),
    ).toHaveAttribute('href', `/fan/purchases/${PURCHASE}`);
    // Looked up inside waitFor: the toast's node can be replaced as its enter transition runs.
    expect(screen.getByText(t.donatedNote)).toBeVisible();
    await waitFor(() => expect(screen.getByText(m.donated)).toBeInTheDocument());
    expect(callsTo(spy, CAPTURE)).toHaveLength(1);
  });

  it("shows the server's refusal, with no retry that would say the same", async () => {
    const { spy } = renderReturn(() => apiError(409, 'CONFLICT', m.capReached(0)));
    expect(await screen.findByText(m.capReached(0))).toBeVisible();
    expect(screen.getByText(t.captureFailedTitle)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.retryCapture })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.myPurchases })).toBeVisible();
    expect(callsTo(spy, CAPTURE)).toHaveLength(1);
  });

  it("tries again after the provider's failure", async () => {
    let fail = true;
    const { spy, user, router } = renderReturn(() =>
      fail
        ? apiError(502, 'PAYMENT_FAILED', paymentsMessages.unavailable)
        : { outcome: 'donated', purchaseId: PURCHASE, athleteNumber: 1001, message: m.donated },
    );
    const retry = await screen.findByRole('button', { name: t.retryCapture });
    expect(screen.getByText(paymentsMessages.unavailable)).toBeVisible();
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes/1001'));
    expect(callsTo(spy, CAPTURE)).toHaveLength(2);
  });
});
