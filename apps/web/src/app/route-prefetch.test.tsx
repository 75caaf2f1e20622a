import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../features/profile/test-data';
import { callsTo, mockApi, renderApp, TEST_ATHLETE, TEST_ATHLETE_SUMMARY } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queries a panel page names in its route handle', () => {
  it('are asked for beside /api/me, and the page renders with them once the session is known', async () => {
    let answerMe = () => {};
    const me = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    const spy = mockApi({
      'GET /api/me': async () => {
        await me;
        return { user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY };
      },
      'GET /api/profile': profileFixture(),
      'GET /api/notifications/summary': { unreadCount: 0 },
    });
    renderApp({ route: '/admin/profile', user: 'unknown' });
    // The session is not known yet: the panel's frame shows, and the profile is on its way.
    await waitFor(() => expect(callsTo(spy, 'GET /api/profile')).toHaveLength(1));
    expect(callsTo(spy, 'GET /api/me')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2, name: 'Ana Diaz' })).toBeNull();

    answerMe();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Diaz' })).toBeVisible();
    // The page used the answer it found, without asking again.
    expect(callsTo(spy, 'GET /api/profile')).toHaveLength(1);
  });
});
