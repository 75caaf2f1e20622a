import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, field, mockApi, renderPage, setupUser } from '../../../test/render';
import ShopPaymentPage from './shop-payment-page';

const t = messages.shop;
const PAYMENT = '0b9f3c3e-1c7a-4f57-9d5e-2f2a8e3c1b11';

const api = (extra: Record<string, unknown> = {}) =>
  mockApi({
    'GET /api/site-settings': { shopAvailable: true, links: {} },
    'GET /api/reference/states': {
      items: [
        { code: 'FL', name: 'Florida', highSchoolAllowed: true },
        { code: 'TX', name: 'Texas', highSchoolAllowed: true },
      ],
    },
    'GET /api/reference/states/FL/cities': { items: [{ name: 'Miami' }, { name: 'Tampa' }] },
    'GET /api/reference/states/TX/cities': { items: [{ name: 'Austin' }] },
    ...extra,
  });

/** The input itself (an autocomplete's list is labelled by the same label). */
const input = (label: string) => {
  const found = screen.getAllByLabelText(field(label)).find((el) => el.tagName === 'INPUT');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
};
const payNow = () => screen.getByRole('button', { name: t.payNow });
const total = () => screen.getByTestId('shop-total');

/** Plain text fields are pasted (one change each); the state and city are typed, as a buyer picks them. */
async function fillShipping(user: ReturnType<typeof setupUser>) {
  const paste = async (label: string, text: string) => {
    await user.click(input(label));
    await user.paste(text);
  };
  await paste(t.firstNameLabel, 'Ana');
  await paste(t.lastNameLabel, 'Diaz');
  await user.type(input(t.stateLabel), 'Florida');
  await user.type(input(t.cityLabel), 'Miami');
  await paste(t.addressLabel, '1 Ocean Drive');
  await paste(t.apartmentLabel, '4B');
  await paste(t.postalCodeLabel, '33139');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('shop payment page', () => {
  it('keeps Pay Now disabled until every required field is filled', async () => {
    const user = setupUser();
    api();
    renderPage(<ShopPaymentPage />, { path: 'shop/:name/payment', route: '/shop/sign/payment' });
    await screen.findByRole('heading', { level: 1, name: `${t.orderTitle}: ${t.signTitle}` });
    expect(payNow()).toBeDisabled();
    expect(screen.getByText(t.payDisabledHint)).toBeInTheDocument();
    await fillShipping(user);
    expect(payNow()).toBeDisabled();
    await user.type(input(t.signsLabel), '2');
    // A sign needs the athlete whose name it carries.
    expect(input(t.athleteNumberLabel)).toBeRequired();
    expect(payNow()).toBeDisabled();
    await user.type(input(t.athleteNumberLabel), '1001');
    await waitFor(() => expect(payNow()).toBeEnabled());
    // The company stays optional; the shipping fee cannot be edited.
    expect(input(t.companyLabel)).toHaveValue('');
    expect(input(t.shippingFeeLabel)).toHaveAttribute('readonly');
    expect(input(t.shippingFeeLabel)).toHaveValue('$1.99');
    // The apartment number is optional too (not every address has one)...
    expect(input(t.apartmentLabel)).not.toBeRequired();
    await user.clear(input(t.apartmentLabel));
    expect(payNow()).toBeEnabled();
    // ...the street address is not.
    await user.clear(input(t.addressLabel));
    expect(payNow()).toBeDisabled();
  });

  it('shows the total by the domain rule as the quantities change', async () => {
    const user = setupUser();
    api();
    renderPage(<ShopPaymentPage />, {
      path: 'shop/:name/payment',
      route: '/shop/anything/payment',
    });
    // Any other name is the combined order: both quantities.
    await screen.findByLabelText(field(t.posterPacksLabel));
    expect(total()).toHaveTextContent('$1.99');
    await user.type(input(t.signsLabel), '3');
    expect(total()).toHaveTextContent('$10.96');
    await user.type(input(t.posterPacksLabel), '2');
    expect(total()).toHaveTextContent('$14.94');
  });

  it('asks the poster page for 10-packs only', async () => {
    api();
    renderPage(<ShopPaymentPage />, { path: 'shop/:name/payment', route: '/shop/poster/payment' });
    expect(await screen.findByLabelText(field(t.posterPacksLabel))).toBeInTheDocument();
    expect(screen.queryByLabelText(field(t.signsLabel))).toBeNull();
  });

  it('clears the city when another state is chosen', async () => {
    const user = setupUser();
    api();
    renderPage(<ShopPaymentPage />, { path: 'shop/:name/payment', route: '/shop/sign/payment' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(input(t.stateLabel), 'Florida');
    await user.type(input(t.cityLabel), 'Miami');
    expect(input(t.cityLabel)).toHaveValue('Miami');
    await user.clear(input(t.stateLabel));
    await user.type(input(t.stateLabel), 'Texas');
    expect(input(t.cityLabel)).toHaveValue('');
    // Free text is allowed: a city that is not in the list.
    await user.type(input(t.cityLabel), 'Smallville');
    expect(input(t.cityLabel)).toHaveValue('Smallville');
  });

  it('sends the form without any amount and goes to the provider', async () => {
    const user = setupUser();
    const spy = api({
      'POST /api/shop/orders': {
        paymentId: PAYMENT,
        approveUrl: '/checkout/simulated/order-1',
        totalCents: 797,
        currency: 'USD',
      },
    });
    const { router } = renderPage(<ShopPaymentPage />, {
      path: 'shop/:name/payment',
      route: '/shop/sign/payment',
    });
    await screen.findByLabelText(field(t.firstNameLabel));
    await fillShipping(user);
    await user.type(input(t.signsLabel), '2');
    await user.type(input(t.athleteNumberLabel), '1001');
    await user.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-1'));
    expect(callsTo(spy, 'POST /api/shop/orders')[0]?.body).toEqual({
      type: 'sign',
      signs: 2,
      athleteNumber: 1001,
      firstName: 'Ana',
      lastName: 'Diaz',
      state: 'Florida',
      city: 'Miami',
      apartment: '4B',
      address: '1 Ocean Drive',
      postalCode: '33139',
      companyName: '',
    });
  });

  it('captures on return, shows the success message and resets the form', async () => {
    const spy = api({
      [`POST /api/shop/orders/${PAYMENT}/capture`]: {
        paymentId: PAYMENT,
        status: 'paid',
        type: 'both',
        totalCents: 697,
        currency: 'USD',
        athlete: t.athleteForSign('Jordan Rivera', 1001),
        message: t.bothPurchased,
      },
    });
    sessionStorage.setItem(
      'fhp-shop-draft-both',
      JSON.stringify({ firstName: 'Ana', signs: 1, posterPacks: 1 }),
    );
    const { router } = renderPage(<ShopPaymentPage />, {
      path: 'shop/:name/payment',
      route: `/shop/both/payment?paymentId=${PAYMENT}&token=O`,
    });
    expect(await screen.findAllByText(t.bothPurchased)).not.toHaveLength(0);
    // The confirmation names the athlete the signs are for.
    expect(screen.getByText(t.athleteForSign('Jordan Rivera', 1001))).toBeInTheDocument();
    expect(callsTo(spy, `POST /api/shop/orders/${PAYMENT}/capture`)).toHaveLength(1);
    expect(input(t.firstNameLabel)).toHaveValue('');
    expect(payNow()).toBeDisabled();
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('fhp-shop-draft-both')).toBeNull();
  });

  it('says a pending payment is pending instead of showing the success message', async () => {
    api({
      [`POST /api/shop/orders/${PAYMENT}/capture`]: {
        paymentId: PAYMENT,
        status: 'pending',
        type: 'both',
        totalCents: 697,
        currency: 'USD',
        athlete: null,
        message: messages.payments.capturePending,
      },
    });
    renderPage(<ShopPaymentPage />, {
      path: 'shop/:name/payment',
      route: `/shop/both/payment?paymentId=${PAYMENT}&token=O`,
    });
    const notice = await screen.findByText(messages.payments.capturePending);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Said once, on the page: no success toast for a payment that is not complete.
    expect(screen.getAllByText(messages.payments.capturePending)).toHaveLength(1);
  });

  it('puts the form back after a cancelled payment', async () => {
    api();
    sessionStorage.setItem(
      'fhp-shop-draft-sign',
      JSON.stringify({ firstName: 'Ana', city: 'Miami', signs: 4 }),
    );
    renderPage(<ShopPaymentPage />, {
      path: 'shop/:name/payment',
      route: `/shop/sign/payment?cancelled=1&paymentId=${PAYMENT}`,
    });
    expect(await screen.findByText(t.paymentCancelled)).toBeInTheDocument();
    expect(input(t.firstNameLabel)).toHaveValue('Ana');
    expect(input(t.signsLabel)).toHaveValue('4');
    expect(total()).toHaveTextContent('$13.95');
  });

  it('blocks Pay Now with the not-available message while the shop is closed', async () => {
    const user = setupUser();
    api({ 'GET /api/site-settings': { shopAvailable: false, links: {} } });
    renderPage(<ShopPaymentPage />, { path: 'shop/:name/payment', route: '/shop/sign/payment' });
    expect(await screen.findByText(t.notAvailable)).toBeInTheDocument();
    await fillShipping(user);
    await user.type(input(t.signsLabel), '1');
    expect(payNow()).toBeDisabled();
  });
});
