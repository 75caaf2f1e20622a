import { messages } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderApp,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';

const r = messages.registration;
const TOKEN = 'fee-token-abcdefghijklmnopqrstuvwxyz';
const PAYMENT = '0b9f3c3e-1c7a-4f57-9d5e-2f2a8e3c1b11';
const summary = {
  firstName: 'Carla',
  lastName: 'Reyes',
  athleteNumber: 1002,
  registrationStatus: 'pending_fee',
  amountCents: 400,
  currency: 'USD',
  description: 'License Fee',
};

/** The athlete the fee just activated, as the fee token's session answers them. */
const NEW_ATHLETE = { ...TEST_ATHLETE, firstName: 'Carla', lastName: 'Reyes', name: 'Carla Reyes' };

afterEach(() => vi.unstubAllGlobals());

describe('registration fee page', () => {
  it('shows the fee and sends the athlete to the approve URL', async () => {
    const spy = mockApi({
      'POST /api/registration/fee/summary': summary,
      'POST /api/registration/fee': {
        paymentId: PAYMENT,
        approveUrl: '/checkout/simulated/order-1',
        amountCents: 400,
        currency: 'USD',
      },
    });
    const { router } = renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(await screen.findByText('Carla Reyes')).toBeInTheDocument();
    expect(screen.getByText('1002')).toBeInTheDocument();
    expect(screen.getByText(r.feeDescription)).toBeInTheDocument();
    expect(screen.getByText(r.feeTotalLabel)).toBeInTheDocument();
    expect(screen.getAllByText('$4.00')).toHaveLength(2);
    await setupUser().click(screen.getByRole('button', { name: r.feePayButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-1'));
    expect(callsTo(spy, 'POST /api/registration/fee')[0]?.body).toEqual({ token: TOKEN });
  });

  it('captures on return, signs the athlete in from the fee token, then the notice and the panel', async () => {
    const spy = mockApi({
      'POST /api/registration/fee/summary': summary,
      'POST /api/registration/fee/capture': {
        registrationStatus: 'active',
        athleteNumber: 1002,
        message: r.accountCreated,
      },
      'POST /api/registration/fee/session': { user: NEW_ATHLETE },
      'GET /api/me': { user: NEW_ATHLETE, athlete: TEST_ATHLETE_SUMMARY },
    });
    const { router } = renderApp({
      route: `/auth/registration-fee?feeToken=${TOKEN}&paymentId=${PAYMENT}&token=ORDER`,
    });
    const notice = await screen.findByRole('dialog', { name: r.registrationNoticeTitle });
    expect(callsTo(spy, 'POST /api/registration/fee/capture')).toEqual([
      expect.objectContaining({ body: { token: TOKEN, paymentId: PAYMENT } }),
    ]);
    expect(await screen.findByText(r.accountCreated)).toBeInTheDocument();
    const next = within(notice).getByRole('button', { name: r.registrationNoticeContinue });
    expect(next).toBeDisabled();
    await setupUser().click(
      within(notice).getByRole('checkbox', { name: r.registrationNoticeCheckbox }),
    );
    expect(next).toBeEnabled();
    expect(callsTo(spy, 'POST /api/registration/fee/session')).toEqual([
      expect.objectContaining({ body: { token: TOKEN, paymentId: PAYMENT } }),
    ]);
    await setupUser().click(next);
    // In the panel, no second sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profile'));
  });

  it('leaves the sign-in to the athlete when the fee token gave its session already', async () => {
    mockApi({
      'POST /api/registration/fee/summary': summary,
      'POST /api/registration/fee/capture': {
        registrationStatus: 'active',
        athleteNumber: 1002,
        message: r.accountCreated,
      },
      'POST /api/registration/fee/session': () =>
        apiError(404, 'NOT_FOUND', r.feeSessionUnavailable),
    });
    const { router } = renderApp({
      route: `/auth/registration-fee?feeToken=${TOKEN}&paymentId=${PAYMENT}&token=ORDER`,
    });
    const notice = await screen.findByRole('dialog', { name: r.registrationNoticeTitle });
    await setupUser().click(
      within(notice).getByRole('checkbox', { name: r.registrationNoticeCheckbox }),
    );
    await setupUser().click(
      within(notice).getByRole('button', { name: r.registrationNoticeContinue }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?success=true');
  });

  it('says a pending payment is pending, without the notice or another Pay button', async () => {
    mockApi({
      'POST /api/registration/fee/summary': summary,
      'POST /api/registration/fee/capture': {
        registrationStatus: 'pending_fee',
        athleteNumber: 1002,
        message: r.feePending,
      },
    });
    renderApp({
      route: `/auth/registration-fee?feeToken=${TOKEN}&paymentId=${PAYMENT}&token=ORDER`,
    });
    expect(await screen.findByText(r.feePending)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: r.registrationNoticeTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: r.feePayButton })).toBeNull();
    expect(screen.queryByText(r.feeAlreadyPaid)).toBeNull();
  });

  it('says a cancelled payment was cancelled and offers to pay again', async () => {
    const spy = mockApi({ 'POST /api/registration/fee/summary': summary });
    renderApp({
      route: `/auth/registration-fee?feeToken=${TOKEN}&paymentId=${PAYMENT}&cancelled=1`,
    });
    expect(await screen.findByText(r.feeCancelled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: r.feePayButton })).toBeEnabled();
    expect(callsTo(spy, 'POST /api/registration/fee/capture')).toHaveLength(0);
  });

  it('treats a mangled link (400) as an invalid link and offers to resume', async () => {
    mockApi({
      'POST /api/registration/fee/summary': () =>
        apiError(400, 'VALIDATION_FAILED', r.feeTokenInvalid),
    });
    renderApp({ route: '/auth/registration-fee?feeToken=bogus' });
    expect(await screen.findByText(r.feeTokenInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(field(messages.authPages.emailLabel))).toBeInTheDocument();
  });

  it('offers to resume with e-mail and password when the link has expired', async () => {
    const spy = mockApi({
      'POST /api/registration/fee/summary': () => apiError(404, 'NOT_FOUND', r.feeTokenInvalid),
      'POST /api/registration/fee/resume': {
        feeToken: 'new-token-abcdefghijklmnopqrstuvwxyz',
        feeTokenExpiresAt: '2030-01-01T00:00:00.000Z',
        feeAmountCents: 400,
      },
    });
    const { router } = renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(await screen.findByText(r.feeTokenInvalid)).toBeInTheDocument();
    await setupUser().type(
      screen.getByLabelText(field(messages.authPages.emailLabel)),
      'c@example.com',
    );
    await setupUser().type(
      screen.getByLabelText(field(messages.authPages.passwordLabel)),
      'Carla12345!',
    );
    await setupUser().click(screen.getByRole('button', { name: r.feeResumeButton }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?feeToken=new-token-abcdefghijklmnopqrstuvwxyz'),
    );
    expect(callsTo(spy, 'POST /api/registration/fee/resume')[0]?.body).toEqual({
      email: 'c@example.com',
      password: 'Carla12345!',
    });
  });
});

describe('the total on the registration fee page', () => {
  const statesTotal = () =>
    expect(screen.getAllByText(/^Total:?\s*\$4\.00$|^\$4\.00$/).length).toBeGreaterThan(0);

  it('states the total $4.00 in every state of the page', async () => {
    expect(r.feeTotalStatement).toBe('Total: $4.00');
    expect(r.feePayButton).toBe('Pay $4.00');

    // No link: the resume form.
    mockApi({});
    const first = renderApp({ route: '/auth/registration-fee' });
    expect(await screen.findByText(r.feeTotalStatement)).toBeInTheDocument();
    first.unmount();

    // While the summary loads.
    let release: (value: unknown) => void = () => {};
    const asked = mockApi({
      'POST /api/registration/fee/summary': () => new Promise((ok) => (release = ok)),
    });
    const loading = renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(await screen.findByText(r.feeTotalStatement)).toBeInTheDocument();
    // The statement can show before the page has asked (its code still loading): answered
    // before the question, the summary never came.
    await waitFor(() =>
      expect(callsTo(asked, 'POST /api/registration/fee/summary')).toHaveLength(1),
    );
    release(summary);
    expect(await screen.findByText('Carla Reyes')).toBeInTheDocument();
    // The summary card now states it (Total and $4.00), once.
    expect(screen.getByText(r.feeTotalLabel)).toBeInTheDocument();
    expect(screen.queryByText(r.feeTotalStatement)).not.toBeInTheDocument();
    statesTotal();
    loading.unmount();

    // An expired link.
    mockApi({
      'POST /api/registration/fee/summary': () => apiError(404, 'NOT_FOUND', r.feeTokenInvalid),
    });
    const expired = renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(await screen.findByText(r.feeTokenInvalid)).toBeInTheDocument();
    expect(screen.getByText(r.feeTotalStatement)).toBeInTheDocument();
    expired.unmount();

    // A server failure.
    mockApi({
      'POST /api/registration/fee/summary': () => apiError(503, 'UNAVAILABLE', 'Try later'),
    });
    const failed = renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(
      await screen.findByRole('button', { name: messages.shell.tryAgain }),
    ).toBeInTheDocument();
    expect(screen.getByText(r.feeTotalStatement)).toBeInTheDocument();
    failed.unmount();

    // Already paid.
    mockApi({
      'POST /api/registration/fee/summary': { ...summary, registrationStatus: 'active' },
    });
    renderApp({ route: `/auth/registration-fee?feeToken=${TOKEN}` });
    expect(await screen.findByText(r.feeAlreadyPaid)).toBeInTheDocument();
    expect(screen.getByText(r.feeTotalLabel)).toBeInTheDocument();
    statesTotal();
  });
});

describe('login of an account waiting for its fee', () => {
  it('offers the fee step with the typed credentials', async () => {
    const t = messages.authPages;
    mockApi({
      'POST /api/auth/login': () =>
        apiError(403, 'FORBIDDEN', r.feePendingLogin, { registration: 'pending_fee' }),
      'POST /api/registration/fee/resume': {
        feeToken: 'resumed-token-abcdefghijklmnopqrstuvwxyz',
        feeTokenExpiresAt: '2030-01-01T00:00:00.000Z',
        feeAmountCents: 400,
      },
      'POST /api/registration/fee/summary': summary,
    });
    const { router } = renderApp({ route: '/auth/login' });
    const user = setupUser();
    await user.type(await screen.findByLabelText(field(t.emailLabel)), 'carla@example.com');
    await user.type(screen.getByLabelText(field(t.passwordLabel)), 'Carla12345!');
    await user.click(screen.getByRole('button', { name: t.loginButton }));
    expect(await screen.findByText(r.feePendingLogin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: r.payRegistrationFee }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration-fee'));
    expect(router.state.location.search).toBe('?feeToken=resumed-token-abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Carla Reyes')).toBeInTheDocument();
  });
});
