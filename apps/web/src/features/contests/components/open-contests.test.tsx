import { contestPublicTexts as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import { CONTEST_CARD } from '../test-data';
import { OpenContests } from './open-contests';

afterEach(() => vi.unstubAllGlobals());

describe('the open contests of a list page', () => {
  it('lists the contests of its kind with their facts, posters and a link to each page', async () => {
    const spy = mockApi({ 'GET /api/public/contests': { items: [CONTEST_CARD] } });
    renderPage(<OpenContests kind="brand_ambassador" />, { route: '/talent-contest', user: null });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Summer Talent Show' })).toBeVisible();
    expect(
      within(card).getByText(
        '1 Jun 2026 – 30 Jun 2026 · Organized by Coastal Sports League · Round 1 of 2',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Active')).toBeVisible();
    expect(within(card).getByText(t.athletes(3))).toBeVisible();
    expect(within(card).getByRole('link', { name: t.view })).toHaveAttribute('href', '/contests/7');
    expect(callsTo(spy, 'GET /api/public/contests')[0]?.url).toContain('kind=brand_ambassador');
    // Thumbnails only: no player until a click.
    expect(card.querySelector('iframe')).toBeNull();
    const thumbs = within(card).getAllByRole('button', { name: /^Play video/ });
    expect(thumbs).toHaveLength(2);
    // Our own poster: nothing is asked of YouTube, not even a thumbnail, before a click.
    expect(card.querySelector('img')).toBeNull();
  });

  it('plays a video in the privacy-enhanced player only once clicked', async () => {
    mockApi({ 'GET /api/public/contests': { items: [CONTEST_CARD] } });
    const user = setupUser();
    renderPage(<OpenContests kind="brand_ambassador" />, { route: '/talent-contest', user: null });
    await user.click(
      await screen.findByRole('button', { name: t.playVideo('Summer Talent Show', 2) }),
    );
    const player = screen.getByTitle(t.videoTitle('Summer Talent Show', 2));
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/bbbbbbbbbbb\?/,
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('says when no contest is open, and offers a retry on an error', async () => {
    mockApi({ 'GET /api/public/contests': { items: [] } });
    const view = renderPage(<OpenContests kind="sport" />, { route: '/contests', user: null });
    expect(await screen.findByText(t.noContests.sport)).toBeVisible();
    view.unmount();
    vi.unstubAllGlobals();
    mockApi({ 'GET /api/public/contests': apiError(500, 'INTERNAL', 'Something went wrong') });
    renderPage(<OpenContests kind="sport" />, { route: '/contests', user: null });
    expect(await screen.findByText(t.listError)).toBeVisible();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeVisible();
  });
});
