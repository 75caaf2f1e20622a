import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

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

  it('explains on /auth/login that sign-in is coming', async () => {
    renderApp({ route: '/auth/login' });
    expect(
      await screen.findByRole('heading', { name: /sign-in is on its way/i }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visit to /admin to the login page', async () => {
    const { router } = renderApp({ route: '/admin/wallet' });
    await screen.findByRole('heading', { name: /sign-in is on its way/i });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/wallet')}`);
  });

  it('sends a signed-in visit to /auth to the redirect target', async () => {
    const user = {
      id: '7f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
      email: 'athlete@example.com',
      role: 'athlete' as const,
      isManager: false,
      firstName: 'Ana',
      lastName: 'Diaz',
      name: 'Ana Diaz',
    };
    const { router } = renderApp({ route: '/auth/login?redirect=/admin/index', user });
    expect(await screen.findByText(/the athlete panel is not available yet/i)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/index');
  });
});
