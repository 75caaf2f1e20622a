import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
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

const t = messages.authPages;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API as a successful login sees it: the login answer, then /api/me and the bell. */
function mockLoginOk() {
  return mockApi({
    'POST /api/auth/login': { user: TEST_ATHLETE },
    'GET /api/me': { user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY },
    'GET /api/notifications/summary': { unreadCount: 0 },
  });
}

async function signIn(email = 'athlete@example.com', password = 'Athlete123!') {
  const user = setupUser();
  await user.type(await screen.findByLabelText(field(t.emailLabel)), email);
  await user.type(screen.getByLabelText(field(t.passwordLabel)), password);
  await user.click(screen.getByRole('button', { name: t.loginButton }));
}

describe('login page', () => {
  it('signs in with the e-mail and password into the athlete panel', async () => {
    const spy = mockLoginOk();
    const { router } = renderApp({ route: '/auth/login' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/index'));
    expect(callsTo(spy, 'POST /api/auth/login')[0]?.body).toEqual({
      email: 'athlete@example.com',
      password: 'Athlete123!',
      panel: 'athlete',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check School IP' })).toBeVisible();
  });

  it.each([
    [401, 'UNAUTHENTICATED', messages.auth.invalidCredentials],
    [403, 'FORBIDDEN', messages.auth.notAllowed],
    [429, 'TOO_MANY_REQUESTS', messages.auth.tooManyAttempts],
  ])('shows the server message for a %i', async (status, code, message) => {
    mockApi({ 'POST /api/auth/login': () => apiError(status, code, message) });
    const { router } = renderApp({ route: '/auth/login' });
    await signIn();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('checks the fields before calling the server', async () => {
    const spy = mockLoginOk();
    renderApp({ route: '/auth/login' });
    await setupUser().click(await screen.findByRole('button', { name: t.loginButton }));
    expect(await screen.findByText(messages.auth.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('honours a same-site ?redirect=', async () => {
    mockLoginOk();
    const { router } = renderApp({ route: '/auth/login?redirect=%2Fadmin%2Fwallet' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/wallet'));
  });

  it.each(['https://evil.example', '//evil.example'])('ignores ?redirect=%s', async (target) => {
    mockLoginOk();
    const { router } = renderApp({
      route: `/auth/login?redirect=${encodeURIComponent(target)}`,
    });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/index'));
  });

  it('shows the profile popup after registration (?success=true)', async () => {
    mockLoginOk();
    renderApp({ route: '/auth/login?success=true' });
    const dialog = await screen.findByRole('dialog', { name: messages.auth.registeredTitle });
    expect(dialog).toHaveTextContent(messages.auth.registeredText);
    await setupUser().click(screen.getByRole('button', { name: t.registeredOk }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no popup without ?success=true', async () => {
    renderApp({ route: '/auth/login' });
    await screen.findByRole('heading', { level: 1, name: t.loginTitle });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in athlete opening login to /admin/index', async () => {
    mockLoginOk();
    const { router } = renderApp({ route: '/auth/login', user: TEST_ATHLETE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/index'));
  });

  it('sends a signed-in visitor of another auth page to the profile, or ?redirect=', async () => {
    mockLoginOk();
    const first = renderApp({ route: '/auth/forgot-password', user: TEST_ATHLETE });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin/profile'));
    first.unmount();
    const second = renderApp({
      route: '/auth/register?redirect=https://evil.example',
      user: TEST_ATHLETE,
    });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin/profile'));
  });

  it('links to the forgot-password and sign-up pages', async () => {
    renderApp({ route: '/auth/login' });
    expect(await screen.findByRole('link', { name: t.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: t.signUpLink })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByText(messages.shell.nilDisclaimer)).toBeInTheDocument();
  });
});
