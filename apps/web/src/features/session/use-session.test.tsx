import { messages } from '@fhp/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/router';
import {
  apiError,
  callsTo,
  createTestQueryClient,
  mockApi,
  renderWithProviders,
} from '../../test/render';
import { fetchMe } from './api/fetch-me';
import { useSession } from './session-context';

function Probe() {
  const { status, user } = useSession();
  return <p>{`${status}:${user?.name ?? '-'}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it("treats a visitor's answer (no user) from /api/me as signed out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null, athlete: null })),
    );
    await expect(fetchMe()).resolves.toBeNull();
  });

  it('treats a 401 from /api/me (the session ended) as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } },
          { status: 401 },
        ),
      ),
    );
    await expect(fetchMe()).resolves.toBeNull();
  });

  it('exposes the seeded user as signed in', async () => {
    renderWithProviders(<Probe />, {
      queryClient: createTestQueryClient(),
      user: {
        id: '7f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
        email: 'fan@example.com',
        role: 'fan',
        isManager: false,
        firstName: 'Fay',
        lastName: 'Fan',
        name: 'Fay Fan',
      },
    });
    expect(await screen.findByText('signed-in:Fay Fan')).toBeInTheDocument();
  });

  /** The real app on a fresh visit: nothing is known about the session yet. */
  function visit(route: string) {
    const spy = mockApi({
      'GET /api/me': apiError(401, 'UNAUTHENTICATED', 'Please sign in.'),
    });
    render(
      <AppProviders queryClient={createTestQueryClient()} env="test">
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [route] })} />
      </AppProviders>,
    );
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
