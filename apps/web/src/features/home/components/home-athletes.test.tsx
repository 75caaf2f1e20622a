import { DEFAULT_SITE_SETTINGS, type TDirectoryAthlete, homeMessages as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage } from '../../../test/render';
import HomePage from '../pages/home-page';

const athlete = (n: number, first: string, extra: Partial<TDirectoryAthlete> = {}) => ({
  athleteNumber: n,
  firstName: first,
  lastName: 'Rivera',
  athleteType: 'College' as const,
  sport: 'Basketball',
  schoolName: 'Miami Dade College',
  stateCode: 'FL',
  photoUrl: null,
  ...extra,
});

const home = (answer: unknown) =>
  mockApi({ 'GET /api/site-settings': DEFAULT_SITE_SETTINGS, 'GET /api/home/athletes': answer });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home: the athletes', () => {
  it('shows trending and newly joined athletes, each card leading to their page', async () => {
    home({
      trending: [athlete(1001, 'Jordan', { photoUrl: '/api/files/jordan' }), athlete(1002, 'Maya')],
      newest: [athlete(1003, 'Ava', { sport: 'Soccer', schoolName: 'Lincoln High School' })],
    });
    renderPage(<HomePage />, { route: '/home' });

    const trending = await screen.findByRole('region', { name: t.trendingTitle });
    const jordan = await within(trending).findByRole('link', { name: /^Jordan Rivera/ });
    expect(jordan).toHaveAttribute('href', '/athletes/1001');
    expect(within(jordan).getByRole('img', { name: 'Jordan Rivera' })).toHaveAttribute(
      'src',
      '/api/files/jordan',
    );
    expect(within(trending).getAllByRole('link')).toHaveLength(2);

    const newest = screen.getByRole('region', { name: t.newestTitle });
    const ava = within(newest).getByRole('link', { name: /^Ava Rivera/ });
    expect(ava).toHaveAttribute('href', '/athletes/1003');
    expect(ava).toHaveTextContent('Lincoln High School');
    expect(screen.getByRole('link', { name: t.findAthletes })).toHaveAttribute('href', '/athletes');
  });

  it('draws skeletons where the cards go until the list arrives', async () => {
    let answer: (r: Response) => void = () => {};
    home(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<HomePage />, { route: '/home' });
    const trending = await screen.findByRole('region', { name: t.trendingTitle });
    expect(within(trending).queryAllByRole('link')).toHaveLength(0);
    expect(trending.querySelectorAll('li')).toHaveLength(8);
    answer(Response.json({ trending: [athlete(1001, 'Jordan')], newest: [] }));
    await within(trending).findByRole('link', { name: /Jordan Rivera/ });
    // A row with nobody in it is left out.
    expect(screen.queryByRole('region', { name: t.newestTitle })).toBeNull();
  });

  it('says so when there are no athletes yet, and still offers the directory', async () => {
    home({ trending: [], newest: [] });
    renderPage(<HomePage />, { route: '/home' });
    expect(await screen.findByText(t.noAthletes)).toBeVisible();
    expect(screen.queryByRole('region', { name: t.trendingTitle })).toBeNull();
    expect(screen.getByRole('link', { name: t.findAthletes })).toHaveAttribute('href', '/athletes');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    home(apiError(500, 'INTERNAL', 'Something went wrong. Please try again later.'));
    renderPage(<HomePage />, { route: '/home' });
    expect(await screen.findByText(t.loadError, {}, { timeout: 5000 })).toBeVisible();
  });
});
