import { contestVoteTexts, type TContestBoard, contestPublicTexts as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage } from '../../../test/render';
import { CONTEST, CONTEST_PAGE } from '../test-data';
import ContestPage from './contest-page';

afterEach(() => vi.unstubAllGlobals());

const open = (route = '/contests/7') =>
  renderPage(<ContestPage />, { route, path: '/contests/:contestNumber', user: null });

describe('a contest page', () => {
  it('shows the contest, each entry with its videos, votes, vote button and badges to buy', async () => {
    mockApi({ 'GET /api/public/contests/7': CONTEST_PAGE });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Talent Show' }),
    ).toBeVisible();
    expect(screen.getByText('Show your best trick shot.')).toBeVisible();
    expect(screen.getByText(/Organized by Coastal Sports League · Round 1 of 2$/)).toBeVisible();
    expect(screen.getByRole('link', { name: t.backToList.brand_ambassador })).toHaveAttribute(
      'href',
      '/talent-contest',
    );
    const [ana, ben] = screen.getAllByRole('article');
    if (!ana || !ben) throw new Error('two entries expected');
    expect(within(ana).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
      'href',
      '/athletes/1001',
    );
    expect(within(ana).getByRole('link', { name: 'Cy Young' })).toHaveAttribute(
      'href',
      '/athletes/1003',
    );
    expect(within(ana).getByText(t.votes(12))).toBeVisible();
    expect(
      within(ana).getByRole('button', { name: contestVoteTexts.voteLabel }),
    ).toBeInTheDocument();
    expect(within(ana).getAllByRole('button', { name: /^Play video/ })).toHaveLength(2);
    expect(within(ana).getByText('Top dancer')).toBeVisible();
    expect(
      within(ana).getByRole('button', {
        name: contestVoteTexts.buyBadgeLabel('Top dancer', '$20.00'),
      }),
    ).toBeInTheDocument();
    expect(ana.querySelector('iframe')).toBeNull();
    // No videos yet: no vote button.
    expect(within(ben).getByText(t.noVideosYet)).toBeVisible();
    expect(within(ben).queryByRole('button', { name: contestVoteTexts.voteLabel })).toBeNull();
    // The board is not shown yet, and not read.
    expect(screen.getByText(t.boardLater)).toBeVisible();
    expect(screen.queryByRole('heading', { name: t.boardHeading })).toBeNull();
  });

  it('shows the leaderboard once it is shown', async () => {
    const board: TContestBoard = {
      contest: { ...CONTEST, status: 'completed' },
      fans: [{ rank: 1, fanName: 'Sam W.', votes: 3, badgePoints: 20, points: 23, rewardCents: 0 }],
      rounds: [{ round: 1, athletes: [] }],
    };
    mockApi({
      'GET /api/public/contests/7': {
        ...CONTEST_PAGE,
        contest: board.contest,
        boardShown: true,
      },
      [`GET /api/public/contests/${CONTEST.id}/board`]: board,
    });
    open();
    expect(await screen.findByRole('heading', { name: t.boardHeading })).toBeVisible();
    expect(await screen.findByText('Sam W.')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
  });

  it('says when there is no such contest', async () => {
    mockApi({
      'GET /api/public/contests/404': apiError(404, 'NOT_FOUND', 'This contest was not found.'),
    });
    open('/contests/404');
    expect(await screen.findByText(t.notFound)).toBeVisible();
    open('/contests/abc');
    expect((await screen.findAllByText(t.notFound)).length).toBeGreaterThan(0);
  });
});
