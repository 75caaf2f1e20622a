import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, TEST_ATHLETE, TEST_ATHLETE_SUMMARY } from '../../../test/render';
import { profileFixture } from '../test-data';
import ProfilePage from './profile-page';

// The chunk of the cards below the first screen does not arrive (after a deploy renamed it).
vi.mock('../components/later-cards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile when its later cards do not load', () => {
  // The route's error screen (the app's RouteError: "could not be loaded", Reload) takes over.
  it("is the route's failure, not half a profile", async () => {
    mockApi({ 'GET /api/profile': profileFixture });
    renderPage(<ProfilePage />, {
      route: '/admin/profile',
      user: TEST_ATHLETE,
      athlete: TEST_ATHLETE_SUMMARY,
      errorElement: <p>the route failed</p>,
    });
    expect(await screen.findByText('the route failed')).toBeInTheDocument();
  });
});
