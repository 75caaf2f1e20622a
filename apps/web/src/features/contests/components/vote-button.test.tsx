import {
  emailConfirmationMessages,
  messages,
  type TSessionUser,
  contestVoteTexts as t,
} from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { VoteButton } from './vote-button';

afterEach(() => vi.unstubAllGlobals());

const VIDEO = '00000000-0000-4000-8000-00000000f001';
const VOTE = `POST /api/fan/contests/videos/${VIDEO}/votes`;
const RESEND = 'POST /api/fan/email-confirmation';
const FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
  emailConfirmed: true,
};

function renderVote(user: TSessionUser | null, routes: Record<string, unknown>, voted = false) {
  const spy = mockApi(routes);
  const result = renderPage(<VoteButton videoId={VIDEO} voted={voted} />, {
    route: '/contests/7',
    path: 'contests/:number',
    user,
  });
  return { spy, ...result };
}

describe('VoteButton', () => {
  it('votes for a confirmed fan, then reads "Voted" and reads the contest again', async () => {
    const { spy, user, queryClient } = renderVote(FAN, {
      [VOTE]: { counted: true, message: messages.contests.voted },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: t.voteLabel }));
    expect(await screen.findByText(messages.contests.voted)).toBeVisible();
    expect(screen.getByRole('button', { name: t.voted })).toBeDisabled();
    expect(callsTo(spy, VOTE)).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.contests.all });
  });

  it('shows "Voted" for a video the fan voted for, without a request', () => {
    const { spy } = renderVote(FAN, {}, true);
    expect(screen.getByRole('button', { name: t.voted })).toBeDisabled();
    expect(callsTo(spy, VOTE)).toHaveLength(0);
  });

  it('sends a signed-out visitor to the fan sign-in, coming back to the contest', async () => {
    const { user, router } = renderVote(null, {});
    await user.click(screen.getByRole('button', { name: t.voteLabel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/contests/7');
  });

  it('asks an unconfirmed fan to confirm, and sends the link again', async () => {
    const { spy, user } = renderVote(
      { ...FAN, emailConfirmed: false },
      { [RESEND]: { message: emailConfirmationMessages.sent } },
    );
    await user.click(screen.getByRole('button', { name: t.voteLabel }));
    expect(await screen.findByText(messages.contests.confirmEmailToVote)).toBeVisible();
    expect(callsTo(spy, VOTE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: emailConfirmationMessages.resend }));
    expect(await screen.findByText(emailConfirmationMessages.sent)).toBeVisible();
    expect(callsTo(spy, RESEND)).toHaveLength(1);
  });

  it('shows the confirm prompt when the server refuses an unconfirmed address, and other refusals', async () => {
    const { user } = renderVote(FAN, {
      [VOTE]: apiError(403, 'FORBIDDEN', messages.contests.confirmEmailToVote),
    });
    await user.click(screen.getByRole('button', { name: t.voteLabel }));
    expect(await screen.findByText(messages.contests.confirmEmailToVote)).toBeVisible();
    expect(
      screen.getByRole('button', { name: emailConfirmationMessages.resend }),
    ).toBeInTheDocument();
  });

  it('says why voting is closed', async () => {
    const { user } = renderVote(FAN, {
      [VOTE]: apiError(409, 'CONFLICT', messages.contests.votingClosed),
    });
    await user.click(screen.getByRole('button', { name: t.voteLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contests.votingClosed);
    expect(screen.getByRole('button', { name: t.voteLabel })).toBeEnabled();
  });
});
