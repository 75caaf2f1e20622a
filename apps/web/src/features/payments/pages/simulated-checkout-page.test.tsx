import { messages } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupUser } from '../../../test/render';
import SimulatedCheckoutPage from './simulated-checkout-page';

const ORDER_ID = '0b7f3c1e-5d2a-4e8b-9c1f-2a3b4c5d6e7f';

function stubApi(redirectUrl: string) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Response.json({ redirectUrl });
    return Response.json({
      orderId: ORDER_ID,
      amountCents: 400,
      currency: 'USD',
      description: 'Pizza money for Sam',
      status: 'created',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('simulated checkout page', () => {
  it('shows the amount from cents, the description and the test-money label', async () => {
    stubApi('/');
    renderPage(<SimulatedCheckoutPage />, {
      path: 'checkout/simulated/:orderId',
      route: `/checkout/simulated/${ORDER_ID}`,
    });
    expect(await screen.findByText('$4.00')).toBeInTheDocument();
    expect(screen.getByText('Pizza money for Sam')).toBeInTheDocument();
    expect(screen.getByText(messages.payments.testMoneyLabel)).toBeInTheDocument();
  });

  it('approves and goes where the server says', async () => {
    const fetchMock = stubApi(`${window.location.origin}/home?paymentId=p1&token=${ORDER_ID}`);
    const { router } = renderPage(<SimulatedCheckoutPage />, {
      path: 'checkout/simulated/:orderId',
      route: `/checkout/simulated/${ORDER_ID}`,
    });
    await setupUser().click(await screen.findByRole('button', { name: messages.payments.approve }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe(`?paymentId=p1&token=${ORDER_ID}`);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/payments/simulated/${ORDER_ID}/approve`,
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
