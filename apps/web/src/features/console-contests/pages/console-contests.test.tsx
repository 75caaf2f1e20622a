import {
  messages,
  type TConsoleContestDetail,
  type TConsoleContestItem,
  type TConsoleContestVotes,
  type TContestBoard,
  type TSessionUser,
  consoleContestsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import { ConsoleContestPage } from './console-contest-page';
import ConsoleContestsPage from './console-contests-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const m = messages.contests;
const OPERATOR: TSessionUser = {
  id: '0b3f6c1e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'admin@example.com',
  role: 'admin',
  isManager: false,
  firstName: 'Ops',
  lastName: 'Admin',
  name: 'Ops Admin',
};

const CONTEST: TConsoleContestItem = {
  id: '00000000-0000-4000-8000-000000000031',
  number: 12,
  kind: 'sport',
  title: 'Spring Hoops Showdown',
  description: 'Best plays of the season',
  sport: 'Basketball',
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  buyingEndDate: null,
  rounds: 2,
  currentRound: 1,
  status: 'active',
  organizerName: 'Coastal Sports League',
  organizerEmail: 'league@example.com',
  createdAt: new Date().toISOString(),
  pendingSchools: 1,
  entries: 3,
  votes: 40,
};
const { pendingSchools: _p, entries: _e, votes: _v, ...SUMMARY } = CONTEST;
const SCHOOL_ENTRY = {
  id: '00000000-0000-4000-8000-000000000041',
  schoolId: 7,
  name: 'Duke University',
  kind: 'college',
  stateCode: 'NC',
  place: 'Durham',
  status: 'pending' as const,
  decidedAt: null,
  decidedBy: null,
  athletes: 2,
};
const DETAIL: TConsoleContestDetail = { contest: SUMMARY, schools: [SCHOOL_ENTRY], rewards: [] };
const FAN_ID = '00000000-0000-4000-8000-000000000051';
const VOTES: TConsoleContestVotes = {
  videos: [
    {
      videoId: '00000000-0000-4000-8000-000000000061',
      athleteNumber: 1004,
      athleteName: 'Tyler Okafor',
      videoIds: ['Xk7pR2mLq9w'],
      counted: 4,
      voided: 0,
    },
  ],
  fans: [
    {
      fanUserId: FAN_ID,
      fanName: 'Linda Harper',
      fanEmail: 'linda@example.com',
      counted: 4,
      voided: 0,
    },
  ],
};
const BOARD: TContestBoard = { contest: SUMMARY, fans: [], rounds: [{ round: 1, athletes: [] }] };

describe('console contests', () => {
  it('lists contests filtered by kind, each linking to its page', async () => {
    const spy = mockApi({ 'GET /api/console/contests': { items: [CONTEST], nextCursor: null } });
    renderPage(<ConsoleContestsPage />, { route: '/console/contests?kind=sport', user: OPERATOR });
    const link = await screen.findByRole('link', { name: t.contestNumber(12) });
    expect(link).toHaveAttribute('href', `/console/contests/${CONTEST.id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Spring Hoops Showdown')).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/contests')[0]?.url).toContain('kind=sport');
  });

  it('accepts a school entry, shows another operator’s earlier decision, and voids a fan’s votes', async () => {
    let decision: unknown = apiError(409, 'CONFLICT', m.schoolAlreadyDecided);
    const spy = mockApi({
      [`GET /api/console/contests/${CONTEST.id}`]: DETAIL,
      [`GET /api/console/contests/${CONTEST.id}/votes`]: VOTES,
      [`GET /api/console/contests/${CONTEST.id}/board`]: BOARD,
      [`POST /api/console/contest-schools/${SCHOOL_ENTRY.id}/decision`]: () => decision,
      [`POST /api/console/contests/${CONTEST.id}/fans/${FAN_ID}/void`]: {
        message: m.votesVoided(4),
        voided: 4,
      },
    });
    const Board = ({ board }: { board: TContestBoard }) => <p>board of {board.contest.title}</p>;
    renderPage(<ConsoleContestPage BoardView={Board} />, {
      route: `/console/contests/${CONTEST.id}`,
      path: '/console/contests/:id',
      user: OPERATOR,
    });
    const user = setupUser();
    const accept = await screen.findByRole('button', { name: `${t.accept} Duke University` });
    await user.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.schoolAlreadyDecided);
    decision = { message: m.schoolDecided, school: { ...SCHOOL_ENTRY, status: 'accepted' } };
    await user.click(accept);
    expect(await screen.findByText(m.schoolDecided)).toBeInTheDocument();
    expect(
      callsTo(spy, `POST /api/console/contest-schools/${SCHOOL_ENTRY.id}/decision`)[1]?.body,
    ).toEqual({ decision: 'accept' });

    await user.click(screen.getByRole('tab', { name: t.tabs.board }));
    expect(await screen.findByText('board of Spring Hoops Showdown')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: t.tabs.votes }));
    await user.click(await screen.findByRole('button', { name: `${t.voidVotes}: Linda Harper` }));
    const dialog = await screen.findByRole('dialog', { name: t.voidTitle('Linda Harper') });
    await user.click(within(dialog).getByRole('button', { name: t.voidVotes }));
    expect(await within(dialog).findByText(m.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: t.voidReason }), 'Bought votes');
    await user.click(within(dialog).getByRole('button', { name: t.voidVotes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(m.votesVoided(4))).toBeInTheDocument();
    expect(
      callsTo(spy, `POST /api/console/contests/${CONTEST.id}/fans/${FAN_ID}/void`)[0]?.body,
    ).toEqual({ reason: 'Bought votes' });
  });
});
