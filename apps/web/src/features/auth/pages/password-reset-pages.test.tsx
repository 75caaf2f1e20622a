import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, field, mockApi, renderApp, setupUser } from '../../../test/render';

const t = messages.authPages;
const TOKEN = 'a'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it("says 'Recovery Email Sent' with the hint and a way back to login", async () => {
    const spy = mockApi({
      'POST /api/auth/forgot-password': { message: messages.auth.recoveryEmailSent },
    });
    renderApp({ route: '/auth/forgot-password' });
    await setupUser().type(
      await screen.findByLabelText(field(t.emailLabel)),
      'someone@example.com',
    );
    await setupUser().click(screen.getByRole('button', { name: t.forgotButton }));
    expect(
      await screen.findByRole('heading', { name: messages.auth.recoveryEmailSent }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.auth.recoveryEmailHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(callsTo(spy, 'POST /api/auth/forgot-password')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
  });

  it('shows the 429 message', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        apiError(429, 'TOO_MANY_REQUESTS', messages.platform.tooManyRequests),
    });
    renderApp({ route: '/auth/forgot-password' });
    await setupUser().type(
      await screen.findByLabelText(field(t.emailLabel)),
      'someone@example.com',
    );
    await setupUser().click(screen.getByRole('button', { name: t.forgotButton }));
    expect(await screen.findByText(messages.platform.tooManyRequests)).toBeInTheDocument();
  });
});

describe('reset password', () => {
  async function fill(password: string, confirm: string) {
    await setupUser().type(await screen.findByLabelText(field(t.newPasswordLabel)), password);
    await setupUser().type(screen.getByLabelText(field(t.confirmPasswordLabel)), confirm);
    await setupUser().click(screen.getByRole('button', { name: t.resetButton }));
  }

  it('checks the length and the confirmation first', async () => {
    const spy = mockApi({ 'POST /api/auth/reset-password': { message: 'ok' } });
    renderApp({ route: `/auth/reset-password?token=${TOKEN}` });
    await fill('12345', '12345');
    expect(await screen.findByText(messages.auth.passwordTooShort)).toBeInTheDocument();
    await setupUser().clear(screen.getByLabelText(field(t.newPasswordLabel)));
    await fill('secret1', 'secret2');
    expect(await screen.findByText(messages.auth.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the new password with the token and goes to login', async () => {
    const spy = mockApi({
      'POST /api/auth/reset-password': { message: messages.auth.passwordReset },
    });
    const { router } = renderApp({ route: `/auth/reset-password?token=${TOKEN}` });
    await fill('secret12', 'secret12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo(spy, 'POST /api/auth/reset-password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'secret12',
    });
  });

  it('explains an expired link', async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        apiError(400, 'BAD_REQUEST', messages.auth.resetLinkInvalid),
    });
    renderApp({ route: `/auth/reset-password?token=${TOKEN}` });
    await fill('secret12', 'secret12');
    expect(await screen.findByText(messages.auth.resetLinkInvalid)).toBeInTheDocument();
  });

  it('without a token, points to the forgot-password page', async () => {
    renderApp({ route: '/auth/reset-password' });
    expect(await screen.findByText(t.resetMissingToken)).toBeInTheDocument();
    expect(screen.queryByLabelText(field(t.newPasswordLabel))).not.toBeInTheDocument();
  });
});

describe('register page', () => {
  it('shows the sign-up form and links to login', async () => {
    renderApp({ route: '/auth/register' });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: t.registerTitle },
      { timeout: 5000 },
    );
    expect(heading).toBeVisible();
    expect(screen.getByRole('link', { name: t.loginLink })).toHaveAttribute('href', '/auth/login');
  });
});
