import { emailConfirmationMessages, FAN_PATHS, messages, contestVoteTexts as t } from '@fhp/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ConfirmEmailPrompt } from '../../../ui/confirm-email-prompt';
import { useVote } from '../api/contest-votes-api';

const m = messages.contests;

/**
 * A contest video's Vote. A signed-out visitor goes to the fan sign-in and comes back to this
 * page; a fan whose e-mail address is unconfirmed is told why, with "Send the link again"; after
 * the vote (or when `voted`) it reads "Voted". The contest's queries are read again.
 */
export function VoteButton({ videoId, voted }: { videoId: string; voted: boolean }) {
  const session = useSession({ canWaitForInteraction: true });
  const navigate = useNavigate();
  const location = useLocation();
  const vote = useVote();
  const [needsConfirm, setNeedsConfirm] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const user = session.user;
  const done = voted || vote.isSuccess;

  const signIn = () =>
    navigate(
      `${FAN_PATHS.login}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`,
    );

  const onClick = () => {
    setNote(null);
    if (!user) {
      if (session.status === 'signed-out') signIn();
      return;
    }
    if (user.role !== 'fan') {
      setNote(t.fansOnlyVote);
      return;
    }
    if (user.emailConfirmed === false) {
      setNeedsConfirm(true);
      return;
    }
    vote.mutate(videoId, {
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.status === 401) signIn();
        else if (error.status === 403 && error.message === m.confirmEmailToVote)
          setNeedsConfirm(true);
      },
    });
  };

  const refused =
    vote.isError && !needsConfirm && !(isApiError(vote.error) && vote.error.status === 401)
      ? vote.error.message
      : null;

  return (
    <Stack gap="xs">
      <Button
        size="sm"
        variant={done ? 'light' : 'filled'}
        color={done ? 'green' : undefined}
        disabled={done}
        loading={vote.isPending}
        aria-label={done ? t.voted : t.voteLabel}
        onClick={onClick}
      >
        {done ? t.voted : t.vote}
      </Button>
      {vote.isSuccess && (
        <Text size="sm" c="green.8" role="status">
          {vote.data.message}
        </Text>
      )}
      {needsConfirm && (
        <ConfirmEmailPrompt
          message={m.confirmEmailToVote}
          resendLabel={emailConfirmationMessages.resend}
        />
      )}
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
      {refused && (
        <Text size="sm" c="red.8" role="alert">
          {refused}
        </Text>
      )}
    </Stack>
  );
}
