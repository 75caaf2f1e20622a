import {
  DEFAULT_SITE_SETTINGS,
  HOME_BARGAINS,
  HOME_EXTERNAL_GROUPS,
  infoPagesMessages,
} from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/render';
import HomePage from './home-page';

// Spec part 3: "The landing page links internally to ..." (with /bargains under its heading).
const SPEC_INTERNAL = [
  '/1on1Chat',
  '/groupChat',
  '/contests',
  '/Momentos',
  '/trending',
  '/badges',
  '/talent-contest',
  '/overview',
  '/blogs',
  '/school-ip',
  '/endorsement',
  '/seasonal-system',
  '/sport-badges',
  '/verify-endorsements',
  '/pizza-money',
  '/manager',
  '/offers',
  '/news-suggestions',
  '/bargains',
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home', () => {
  it("links to every internal page the spec lists, /bargains under 'Bargains and Great Deals'", async () => {
    mockApi({
      'GET /api/site-settings': DEFAULT_SITE_SETTINGS,
      'GET /api/home/athletes': { trending: [], newest: [] },
    });
    renderPage(<HomePage />, { route: '/home' });
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of SPEC_INTERNAL) expect(hrefs).toContain(path);
    expect(screen.getByRole('heading', { name: HOME_BARGAINS.heading })).toBeVisible();
  });

  it('takes the external links from the site settings, opening in a new tab', async () => {
    const custom = 'https://videos.example.org/intro';
    mockApi({
      'GET /api/site-settings': {
        ...DEFAULT_SITE_SETTINGS,
        links: { ...DEFAULT_SITE_SETTINGS.links, introVideo: custom },
      },
      'GET /api/home/athletes': { trending: [], newest: [] },
    });
    renderPage(<HomePage />, { route: '/home' });
    const label = HOME_EXTERNAL_GROUPS[0]?.links[0]?.label ?? '';
    const videos = await screen.findByRole('region', { name: HOME_EXTERNAL_GROUPS[0]?.heading });
    // The default (the product's own page) is an internal link until the settings arrive.
    const link = () => within(videos).getByRole('link', { name: new RegExp(label) });
    await vi.waitFor(() => expect(link()).toHaveAttribute('href', custom));
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', 'noopener noreferrer');

    const signUp = screen.getByRole('region', { name: 'Sign up' });
    expect(within(signUp).getAllByRole('link')).toHaveLength(6);
  });

  it("sends the fan and athlete sign-ups to the product's own pages, as internal links", async () => {
    mockApi({
      'GET /api/site-settings': DEFAULT_SITE_SETTINGS,
      'GET /api/home/athletes': { trending: [], newest: [] },
    });
    renderPage(<HomePage />, { route: '/home' });
    const signUp = await screen.findByRole('region', { name: 'Sign up' });
    const fans = within(signUp).getByRole('link', { name: 'Fans' });
    const athletes = within(signUp).getByRole('link', { name: 'Athletes' });
    expect(fans).toHaveAttribute('href', '/fan/sign-up');
    expect(athletes).toHaveAttribute('href', '/auth/register');
    for (const link of [fans, athletes]) {
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveTextContent(infoPagesMessages.newTab);
    }
    // No link of the page goes to a placeholder host.
    for (const a of screen.getAllByRole('link')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/\.example(\/|$)/);
    }
  });
});
