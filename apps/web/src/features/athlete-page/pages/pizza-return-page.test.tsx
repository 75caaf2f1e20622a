import { pizzaMoneyMessages as m, paymentsMessages, pizzaMoneyFanTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderApp, renderPage } from '../../../test/render';
import { TEST_ATHLETE_PAGE, TEST_FAN, TEST_NOTHING_OPEN } from '../test-data';
import PizzaReturnPage from './pizza-return-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const PURCHASE = '11111111-2222-4333-8444-555555555555';
const CAPTURE = `POST /api/fan/pizza-money/donations/${PAYMENT}/capture`;
function renderReturn(capture: unknown, query = `?paymentId=${PAYMENT}`) {
  const spy = mockApi({ [CAPTURE]: capture });
  // StrictMode runs the mount effect twice, as in development: the capture must still go once.
  const result = renderPage(
    <StrictMode>
      <PizzaReturnPage />
    </StrictMode>,
    { route: `/fan/pizza-money/return${query}`, path: 'fan/pizza-money/return', user: TEST_FAN },
  );
  return { spy, ...result };
}

describe('pizza money return page', () => {
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
    await waitFor(() => expect(screen.getAllByText(m.donated).length).toBeGreaterThanOrEqual(2));
    expect(callsTo(spy, CAPTURE)).toHaveLength(1);
  });

  it('says a pending payment is pending, with a way on', async () => {
    const { spy, router } = renderReturn({
      outcome: 'pending',
      message: paymentsMessages.capturePending,
    });
    expect(await screen.findByRole('heading', { name: t.pendingTitle })).toBeVisible();
    expect(screen.getByText(paymentsMessages.capturePending)).toBeVisible();
    expect(screen.getByRole('link', { name: t.myPurchases })).toHaveAttribute(
      'href',
      '/fan/purchases',
    );
    expect(router.state.location.pathname).toBe('/fan/pizza-money/return');
    expect(callsTo(spy, CAPTURE)).toHaveLength(1);
  });

  it("shows the server's refusal and can try again", async () => {
    const { spy, user } = renderReturn(() => apiError(409, 'CONFLICT', m.capReached(0)));
    expect(await screen.findByText(m.capReached(0))).toBeVisible();
    expect(screen.getByText(t.captureFailedTitle)).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.retryCapture }));
    await waitFor(() => expect(callsTo(spy, CAPTURE)).toHaveLength(2));
  });

  it('captures nothing without a payment id', async () => {
    const { spy } = renderReturn({}, '');
    expect(await screen.findByRole('heading', { name: t.missingPaymentTitle })).toBeVisible();
    expect(screen.getByText(t.missingPayment)).toBeVisible();
    expect(callsTo(spy, CAPTURE)).toHaveLength(0);
  });
});
