import { shellMessages } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../../app/route-error';
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
  it("shows the page's load failure with a reload, not half a profile", async () => {
    mockApi({ 'GET /api/profile': profileFixture });
    renderPage(<ProfilePage />, {
      route: '/admin/profile',
      user: TEST_ATHLETE,
      athlete: TEST_ATHLETE_SUMMARY,
      errorElement: <RouteError />,
    });
    expect(await screen.findByText(shellMessages.pageLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellMessages.reload })).toBeInTheDocument();
  });
});
