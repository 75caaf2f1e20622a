import { paymentsMessages, type TSessionUser } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { expect, it } from 'vitest';
import type { PaymentReturnTexts } from '../ui/payment-return';
import { callsTo, mockApi, renderPage } from './render';

export type ReturnPageSpec = {
  page: ReactElement;
  /** The page's route, e.g. 'fan/checkout/return'. */
  path: string;
  /** The capture the page sends, e.g. 'POST /api/fan/checkout/<payment id>/capture'. */
  capture: string;
  paymentId: string;
  user: TSessionUser;
  texts: Pick<PaymentReturnTexts, 'pendingTitle' | 'missingPaymentTitle' | 'missingPayment'>;
  /** The first way on from the page, to the buyer's purchases. */
  wayBack: { label: string; href: string };
};

/**
 * A checkout's return page under test, inside its describe block: adds the tests every return
 * page passes (a pending payment; no payment id) and returns `render(answer, query?)`, which
 * draws the page at its path with the payment id (or `query`) and the capture answering
 * `answer`, in StrictMode as in development: the mount effect runs twice, the capture must
 * still go once.
 */
export function returnPageTests(spec: ReturnPageSpec) {
  const render = (answer: unknown, query = `?paymentId=${spec.paymentId}`) => {
    const spy = mockApi({ [spec.capture]: answer });
    const result = renderPage(<StrictMode>{spec.page}</StrictMode>, {
      route: `/${spec.path}${query}`,
      path: spec.path,
      user: spec.user,
    });
    return { spy, ...result };
  };

  it('says a pending payment is pending, with a way on', async () => {
    const { spy, router } = render({
      outcome: 'pending',
      message: paymentsMessages.capturePending,
    });
    expect(await screen.findByRole('heading', { name: spec.texts.pendingTitle })).toBeVisible();
    expect(screen.getByText(paymentsMessages.capturePending)).toBeVisible();
    expect(screen.getByRole('link', { name: spec.wayBack.label })).toHaveAttribute(
      'href',
      spec.wayBack.href,
    );
    expect(router.state.location.pathname).toBe(`/${spec.path}`);
    expect(callsTo(spy, spec.capture)).toHaveLength(1);
  });

  it('captures nothing without a payment id', async () => {
    const { spy } = render({}, '');
    expect(
      await screen.findByRole('heading', { name: spec.texts.missingPaymentTitle }),
    ).toBeVisible();
    expect(screen.getByText(spec.texts.missingPayment)).toBeVisible();
    expect(callsTo(spy, spec.capture)).toHaveLength(0);
  });

  return render;
}
