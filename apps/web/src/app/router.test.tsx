import { checkSchoolIpTexts, messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  mockApi,
  renderApp,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('document titles', () => {
  it.each([
    ['/auth/login', messages.authPages.loginTitle],
    ['/auth/register', messages.authPages.registerTitle],
    ['/auth/registration-fee', messages.registration.feeTitle],
    ['/auth/forgot-password', messages.authPages.forgotTitle],
    ['/auth/reset-password?token=x', messages.authPages.resetTitle],
    ['/checkout/simulated/order-1', messages.payments.simulatedTitle],
    ['/terms-and-conditions', 'Terms of Use'],
    ['/no-such-page', messages.shell.pageNotFoundTitle],
  ])('names %s in the browser tab', async (route, title) => {
    mockApi({});
    renderApp({ route });
    await waitFor(() => expect(document.title).toBe(`${title} | FHP`));
  });

  it('names the logo links by their visible text (no aria-label that could differ)', async () => {
    mockApi({});
    renderApp({ route: '/auth/login' });
    const logo = await screen.findByRole('link', {
      name: `${messages.shell.brandName} ${messages.shell.tagline}`,
    });
    expect(logo).not.toHaveAttribute('aria-label');
    expect(logo).toHaveAttribute('href', '/home');
  });
});

describe('router', () => {
  it('renders the landing page at / with a way to /home', async () => {
    renderApp({ route: '/' });
    const cta = await screen.findByRole('link', { name: /click to continue/i });
    expect(cta).toHaveAttribute('href', '/home');
  });

  it('renders a 404 page for an unknown path', async () => {
    renderApp({ route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /go back to home/i })).toHaveAttribute('href', '/home');
  });

  it('serves the school contract request, search and agreement pages', async () => {
    for (const [route, name] of [
      ['/school-licence', messages.schoolRequests.requestTitle],
      ['/search-school-contract', messages.schoolRequests.searchTitle],
      ['/school-licence/agreement', messages.infoPages.schoolLicense.title],
    ] as const) {
      const { unmount } = renderApp({ route });
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      unmount();
    }
  });

  it('renders the login form on /auth/login', async () => {
    renderApp({ route: '/auth/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.authPages.loginTitle }),
    ).toBeInTheDocument();
  });

  it('sends unknown auth paths to the login page', async () => {
    const { router } = renderApp({ route: '/auth/no-such-page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends a signed-out visit to /admin to the login page', async () => {
    const { router } = renderApp({ route: '/admin/wallet' });
    await screen.findByRole('heading', { level: 1, name: messages.authPages.loginTitle });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/wallet')}`);
  });

  it('shows the panel frame with loading blocks, not a spinner, while the session is asked', async () => {
    // Every ask waits until the test answers, and any later ask gets that answer at once (a
    // remount may cancel the first ask and ask again).
    const waiting: ((body: unknown) => void)[] = [];
    let answered: unknown;
    const answer = (body: unknown) => {
      answered = body;
      for (const resolve of waiting.splice(0)) resolve(body);
    };
    mockApi({
      'GET /api/me': () =>
        answered === undefined ? new Promise((resolve) => waiting.push(resolve)) : answered,
    });
    const { container } = renderApp({ route: '/admin/wallet', user: 'unknown' });
    // Queried afresh each time: the frame may be drawn again (same shape) when the overlays'
    // chunk arrives after the first render, which detaches the first copy's nodes.
    await screen.findByRole('status', { name: messages.shell.loading });
    await waitFor(() => {
      expect(screen.getByRole('status', { name: messages.shell.loading })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    });
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
    answer({ user: null, athlete: null });
    await screen.findByRole('heading', { level: 1, name: messages.authPages.loginTitle });
  });

  it('sends a signed-in visit to /auth to the redirect target', async () => {
    mockApi({
      'GET /api/notifications/summary': { unreadCount: 0 },
      'GET /api/school-ip': {
        school: null,
        contract: null,
        accepted: false,
        acceptedAt: null,
        offered: false,
        requestPath: '/school-licence?level=college',
      },
    });
    const { router } = renderApp({
      route: '/auth/login?redirect=/admin/index',
      user: TEST_ATHLETE,
      athlete: TEST_ATHLETE_SUMMARY,
    });
    expect(await screen.findByText(checkSchoolIpTexts.noContract)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/index');
  });

  it.each([
    // (/admin/index/withdraw-money and /admin/resolution-detail/:id are built.)
    ['/admin/CollectiveAlums&Match4Future', 'Collective Alums & Match4Future'],
  ])('renders the placeholder of the hidden route %s', async (route, title) => {
    mockApi({ 'GET /api/notifications/summary': { unreadCount: 0 } });
    renderApp({ route, user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY });
    expect(
      await screen.findByRole('heading', { name: messages.shell.notAvailableTitle(title) }),
    ).toBeInTheDocument();
  });
});

describe('session requests', () => {
  /** The real app on a fresh visit: nothing is known about the session yet. */
  function visit(route: string) {
    const spy = mockApi({
      'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Please sign in.'),
    });
    renderApp({ route, user: 'unknown' });
    return spy;
  }

  it('asks nothing about the session on public pages (no 401 for a visitor)', async () => {
    const spy = visit('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    // Give a request the chance to start: the page is rendered and settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(spy, 'GET /api/me')).toHaveLength(0);
  });

  it('asks on the pages that need it (auth pages, the panel)', async () => {
    const spy = visit('/auth/login');
    await screen.findByRole('heading', { level: 1, name: messages.authPages.loginTitle });
    await waitFor(() => expect(callsTo(spy, 'GET /api/me')).toHaveLength(1));
  });
});
