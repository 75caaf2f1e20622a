import { fanPurchasesTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnPageTests } from '../../../test/payment-return';
import { apiError, callsTo } from '../../../test/render';
import { TEST_FAN } from '../test-data';
import CheckoutReturnPage from './checkout-return-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const PURCHASE = '11111111-2222-4333-8444-555555555555';
const CAPTURE = `POST /api/fan/checkout/${PAYMENT}/capture`;

describe('checkout return page', () => {
  const renderReturn = returnPageTests({
    page: <CheckoutReturnPage />,
    path: 'fan/checkout/return',
    capture: CAPTURE,
    paymentId: PAYMENT,
    user: TEST_FAN,
    texts: t,
    wayBack: { label: t.backToPurchases, href: '/fan/purchases' },
  });

  it('captures once, then opens the receipt with the thank-you toast', async () => {
    // The answer waits for the toasts' container (it mounts after the page).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { spy, router } = renderReturn(async () => {
      await answered;
      return { outcome: 'purchased', purchaseId: PURCHASE, message: t.purchased };
    });
    expect(await screen.findByText(t.capturing)).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fan/purchases/${PURCHASE}`));
    // Looked up inside waitFor: the toast's node can be replaced as its enter transition runs.
    await waitFor(() => expect(screen.getByText(t.purchased)).toBeInTheDocument());
    expect(callsTo(spy, CAPTURE)).toHaveLength(1);
  });

  it("shows the server's message (a refund) and can try again", async () => {
    const { spy, user } = renderReturn(() => apiError(409, 'CONFLICT', t.refunded));
    expect(await screen.findByText(t.refunded)).toBeVisible();
    expect(screen.getByText(t.captureFailedTitle)).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.retryCapture }));
    await waitFor(() => expect(callsTo(spy, CAPTURE)).toHaveLength(2));
  });

  it('captures nothing after a cancelled checkout', async () => {
    const { spy } = renderReturn({}, `?paymentId=${PAYMENT}&cancelled=1`);
    expect(await screen.findByText(t.cancelled)).toBeVisible();
    expect(callsTo(spy, CAPTURE)).toHaveLength(0);
  });
});
