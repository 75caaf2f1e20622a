import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderPage } from '../../test/render';
import { fetchMe } from './fetch-me';
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
    renderPage(<Probe />, {
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
});
