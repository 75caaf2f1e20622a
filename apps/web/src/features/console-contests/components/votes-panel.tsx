import {
  CONTEST_VOID_REASON_MAX,
  messages,
  consoleContestsTexts as t,
  ZContestVoidBody,
} from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import classes from '../../../ui/stacked-table.module.css';
import { useConsoleContestVotes, useContestAction } from '../api/console-contests-api';

const [V_ATHLETE, V_VIDEOS, V_COUNTED, V_VOIDED] = t.videoColumns;
const [F_FAN, F_EMAIL, F_COUNTED, F_VOIDED] = t.fanColumns;

/** Voids a fan's counted votes in the contest, with the reason the audit log keeps. */
function VoidDialog({
  contestId,
  fan,
  onClose,
}: {
  contestId: string;
  fan: { fanUserId: string; fanName: string };
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useContestAction();
  const submit = () => {
    const parsed = ZContestVoidBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    action.mutate(
      { action: 'void', id: contestId, fanId: fan.fanUserId, reason: parsed.data.reason },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t.voidTitle(fan.fanName)} centered>
      <Stack gap="sm">
        <Text size="sm">{t.voidHint}</Text>
        <Textarea
          label={t.voidReason}
          withAsterisk
          rows={3}
          maxLength={CONTEST_VOID_REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        {action.isError && (
          <Alert color="red" role="alert">
            {action.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button color="red" loading={action.isPending} onClick={submit}>
            {t.voidVotes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A contest's votes per video (its athlete) and per fan, and Void on a fan's line. */
export function VotesPanel({ contestId }: { contestId: string }) {
  const query = useConsoleContestVotes(contestId);
  const [voiding, setVoiding] = useState<{ fanUserId: string; fanName: string } | null>(null);
  if (query.isPending) return <ContentSkeleton rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        title={t.votesLoadFailed}
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  const { videos, fans } = query.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.videosTable}
        </Title>
        {videos.length === 0 ? (
          <EmptyState message={messages.contests.noVideos} />
        ) : (
          <Table className={classes.table} verticalSpacing="xs" aria-label={t.videosTable}>
            <Table.Thead>
              <Table.Tr>
                {t.videoColumns.map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {videos.map((v) => (
                <Table.Tr key={v.videoId}>
                  <Table.Td data-label={V_ATHLETE} className={classes.wrap}>
                    {v.athleteName} ({v.athleteNumber})
                  </Table.Td>
                  <Table.Td data-label={V_VIDEOS}>{v.videoIds.length}</Table.Td>
                  <Table.Td data-label={V_COUNTED}>{v.counted}</Table.Td>
                  <Table.Td data-label={V_VOIDED}>{v.voided}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.fansTable}
        </Title>
        {fans.length === 0 ? (
          <EmptyState message={messages.contests.noVotes} />
        ) : (
          <Table className={classes.table} verticalSpacing="xs" aria-label={t.fansTable}>
            <Table.Thead>
              <Table.Tr>
                {t.fanColumns.map((c) => (
                  <Table.Th key={c || 'actions'} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fans.map((f) => (
                <Table.Tr key={f.fanUserId}>
                  <Table.Td data-label={F_FAN} className={classes.wrap}>
                    {f.fanName}
                  </Table.Td>
                  <Table.Td data-label={F_EMAIL} className={classes.wrap}>
                    {f.fanEmail}
                  </Table.Td>
                  <Table.Td data-label={F_COUNTED}>{f.counted}</Table.Td>
                  <Table.Td data-label={F_VOIDED}>{f.voided}</Table.Td>
                  <Table.Td data-actions>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={f.counted === 0}
                      onClick={() => setVoiding(f)}
                      aria-label={`${t.voidVotes}: ${f.fanName}`}
                    >
                      {t.voidVotes}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {voiding && (
        <VoidDialog contestId={contestId} fan={voiding} onClose={() => setVoiding(null)} />
      )}
    </Stack>
  );
}
