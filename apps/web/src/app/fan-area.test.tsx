import { FAN_PATHS, fansTexts as f, messages } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, field, mockApi, renderApp, setupUser, TEST_ATHLETE } from '../test/render';

const t = messages.authPages;

const FAN = {
  id: '0b7c1e4a-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'fan@example.com',
  role: 'fan' as const,
  isManager: false,
  firstName: 'Fay',
  lastName: 'Fan',
  name: 'Fay Fan',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockFanApi() {
  return mockApi({
    'POST /api/auth/login': { user: FAN },
    'POST /api/auth/logout': { message: messages.auth.signedOut },
    'GET /api/me': { user: FAN, athlete: null },
    'GET /api/fan/purchases': { items: [], nextCursor: null },
  });
}

async function signIn() {
  const user = setupUser();
  await user.type(await screen.findByLabelText(field(t.emailLabel)), 'fan@example.com');
  await user.type(screen.getByLabelText(field(t.passwordLabel)), 'Fan12345!');
  await user.click(screen.getByRole('button', { name: t.loginButton }));
}

describe('fan sign-in', () => {
  it("signs into the 'fan' panel and opens the fan's purchases", async () => {
    const spy = mockFanApi();
    const { router } = renderApp({ route: FAN_PATHS.login });
    expect(await screen.findByRole('heading', { level: 1, name: f.loginTitle })).toBeVisible();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/purchases'));
    expect(callsTo(spy, 'POST /api/auth/login')[0]?.body).toEqual({
      email: 'fan@example.com',
      password: 'Fan12345!',
      panel: 'fan',
    });
  });

  it('honours a same-site ?redirect= and ignores another site', async () => {
    mockFanApi();
    const first = renderApp({ route: '/fan/login?redirect=%2Fathletes%2F1001' });
    await signIn();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/athletes/1001'));
    first.unmount();
    const second = renderApp({ route: '/fan/login?redirect=%2F%2Fevil.example' });
    await signIn();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/fan/purchases'));
  });

  it("passes a safe ?redirect= on to the sign-up link (a Buy's return), never another site", async () => {
    const back = '/athletes/1001?buy=endorsement&amount=700';
    const first = renderApp({ route: `/fan/login?redirect=${encodeURIComponent(back)}` });
    expect(await screen.findByRole('link', { name: f.createAccountLink })).toHaveAttribute(
      'href',
      `/fan/sign-up?redirect=${encodeURIComponent(back)}`,
    );
    first.unmount();
    for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const page = renderApp({ route: `/fan/login?redirect=${encodeURIComponent(evil)}` });
      expect(await screen.findByRole('link', { name: f.createAccountLink })).toHaveAttribute(
        'href',
        '/fan/sign-up',
      );
      page.unmount();
    }
  });

  it('links sign-up, the fan password reset and the athlete sign-in', async () => {
    renderApp({ route: FAN_PATHS.login });
    expect(await screen.findByRole('link', { name: f.createAccountLink })).toHaveAttribute(
      'href',
      '/fan/sign-up',
    );
    expect(screen.getByRole('link', { name: t.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/fan/forgot-password',
    );
    // The page's own link (the header has one too).
    for (const link of screen.getAllByRole('link', { name: f.athleteSignInLink })) {
      expect(link).toHaveAttribute('href', '/auth/login');
    }
  });

  it('leads the athlete sign-in to the fan one', async () => {
    renderApp({ route: '/auth/login' });
    expect(await screen.findByRole('link', { name: f.fanSignInHere })).toHaveAttribute(
      'href',
      '/fan/login',
    );
  });

  it('sends the fan password pages back to the fan sign-in', async () => {
    const first = renderApp({ route: FAN_PATHS.forgotPassword });
    expect(await screen.findByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/fan/login',
    );
    first.unmount();
    renderApp({ route: FAN_PATHS.resetPassword });
    expect(await screen.findByRole('link', { name: t.requestNewLink })).toHaveAttribute(
      'href',
      '/fan/forgot-password',
    );
  });

  it('sends a signed-in fan from the sign-in to the fan area', async () => {
    mockFanApi();
    const { router } = renderApp({ route: FAN_PATHS.login, user: FAN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/purchases'));
  });

  it('sends a fan who is signed in on the sign-up page (a new account) to the directory', async () => {
    mockFanApi();
    const { router } = renderApp({ route: FAN_PATHS.signUp, user: FAN });
    await waitFor(() => expect(router.state.location.pathname).toBe(FAN_PATHS.findAthletes));
  });
});

describe('fan area', () => {
  it('sends a signed-out visitor to the fan sign-in and back after', async () => {
    mockFanApi();
    const { router } = renderApp({ route: '/fan/purchases/abc?x=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/fan/purchases/abc?x=1')}`,
    );
  });

  it('tells a signed-in athlete this area is for fans, with a link to their own', async () => {
    renderApp({ route: '/fan/purchases', user: TEST_ATHLETE });
    expect(await screen.findByRole('heading', { name: f.otherAreaTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: f.goToOwnArea })).toHaveAttribute(
      'href',
      '/admin/index',
    );
  });

  it('tells a signed-in fan the athlete panel is for athletes, with a link to the fan area', async () => {
    renderApp({ route: '/admin/profile', user: FAN });
    expect(await screen.findByRole('heading', { name: t.panelForAthletesTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: t.goToOwnArea })).toHaveAttribute(
      'href',
      FAN_PATHS.home,
    );
    // No athlete screen behind it: its requests would all be refused.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('redirects /fan to the purchases, in the fan layout with its menu', async () => {
    mockFanApi();
    const { router } = renderApp({ route: '/fan', user: FAN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/purchases'));
    const nav = screen.getAllByRole('navigation', { name: f.areaMenuLabel })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: f.findAthletes })).toHaveAttribute(
      'href',
      '/athletes',
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: f.myPurchases })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.getAllByText('Fay Fan')[0]).toBeInTheDocument();
  });

  it('signs out on the server and leaves the fan area', async () => {
    const spy = mockFanApi();
    const { router, user } = renderApp({ route: '/fan/purchases', user: FAN });
    await user.click((await screen.findAllByRole('button', { name: f.signOut }))[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(spy, 'POST /api/auth/logout')).toHaveLength(1);
  });
});

describe('public header', () => {
  it('links the directory and both sign-ins for a visitor', async () => {
    renderApp({ route: '/terms-and-conditions', user: 'unknown' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.getByRole('link', { name: f.findAthletes })).toHaveAttribute('href', '/athletes');
    expect(screen.getByRole('link', { name: f.fanSignIn })).toHaveAttribute('href', '/fan/login');
    expect(screen.getByRole('link', { name: f.athleteSignIn })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('shows a fan it knows their name, linking to their purchases, and Sign out', async () => {
    renderApp({ route: '/terms-and-conditions', user: FAN });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.getByRole('link', { name: `${FAN.name}, ${f.myPurchases}` })).toHaveAttribute(
      'href',
      '/fan/purchases',
    );
    expect(screen.getByRole('button', { name: f.signOut })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: f.fanSignIn })).not.toBeInTheDocument();
  });
});
