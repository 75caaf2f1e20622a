import { formatCents, type TConsoleWithdrawal, consoleMoneyTexts as t } from '@fhp/domain';
import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { WithdrawalStatusBadge } from '../../../ui/withdrawal-status-badge';
import { useConsoleWithdrawal, useDecideWithdrawal } from '../api/console-money-api';
import { ReasonModal } from './reason-modal';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What an operator may do with a withdrawal in its state. */
function Actions({ w }: { w: TConsoleWithdrawal }) {
  const decide = useDecideWithdrawal();
  const [asking, setAsking] = useState<'hold' | 'reject' | null>(null);
  const amount = formatCents(w.amountCents);
  const run = (decision: 'approve' | 'retry' | 'hold' | 'reject', reason?: string) =>
    decide.mutate(
      { id: w.id, decision, reason },
      {
        onSuccess: (done) => {
          setAsking(null);
          notifySaved(done.message);
        },
        onError: (error) => {
          if (!reason) notifyFailed(error);
        },
      },
    );
  const waiting = w.status === 'review' || w.status === 'held';
  const retryable = (w.status === 'failed' || w.status === 'returned') && !w.retriedById;
  if (!waiting && !retryable) return null;
  return (
    <Group gap="xs">
      {waiting && (
        <Button
          color="teal"
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() =>
            openConfirmDialog({
              title: t.approve,
              children: <Text size="sm">{t.confirmApprove(amount, w.payoutEmail)}</Text>,
              labels: { confirm: t.approve, cancel: t.cancel },
              onConfirm: () => run('approve'),
            })
          }
        >
          {t.approve}
        </Button>
      )}
      {w.status === 'review' && (
        <Button variant="default" onClick={() => setAsking('hold')}>
          {t.hold}
        </Button>
      )}
      {waiting && (
        <Button color="red" variant="light" onClick={() => setAsking('reject')}>
          {t.reject}
        </Button>
      )}
      {retryable && (
        <Button
          loading={decide.isPending}
          onClick={() =>
            openConfirmDialog({
              title: t.retry,
              children: <Text size="sm">{t.confirmRetry(amount, w.payoutEmail)}</Text>,
              labels: { confirm: t.retry, cancel: t.cancel },
              onConfirm: () => run('retry'),
            })
          }
        >
          {t.retry}
        </Button>
      )}
      <ReasonModal
        key={asking ?? 'closed'}
        opened={asking !== null}
        title={asking === 'hold' ? t.hold : t.reject}
        text={asking === 'hold' ? t.confirmHold : t.confirmReject(amount)}
        confirmLabel={asking === 'hold' ? t.hold : t.reject}
        color={asking === 'hold' ? 'grape' : 'red'}
        pending={decide.isPending}
        error={decide.isError && asking ? decide.error.message : null}
        onClose={() => {
          setAsking(null);
          decide.reset();
        }}
        onConfirm={(reason) => asking && run(asking, reason)}
      />
    </Group>
  );
}

/** The withdrawal `?withdrawal=<id>` names, in a drawer, with its decisions. */
export function WithdrawalDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useConsoleWithdrawal(id);
  const phone = useMediaQuery('(max-width: 48em)');
  const w = query.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={<Title order={3}>{t.detailTitle}</Title>}
    >
      {query.isPending ? (
        <ContentSkeleton />
      ) : query.isError || !w ? (
        <ErrorState
          title={t.loadFailed}
          message={query.error?.message ?? ''}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fz="h2" fw={700}>
              {formatCents(w.amountCents)}
            </Text>
            <WithdrawalStatusBadge status={w.status} size="lg" />
          </Group>
          {w.reviewReasons.length > 0 && (
            <Text size="sm">
              {t.waitsBecause} {w.reviewReasons.map((r) => t.reviewReasons[r] ?? r).join(', ')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t.withdrawalColumns[1]}>
              {w.athleteName} · {w.athleteEmail}
            </Fact>
            <Fact label={t.withdrawalColumns[3]}>{w.payoutEmail}</Fact>
            <Fact label={t.requested}>{formatDateTime(w.createdAt)}</Fact>
            {w.decidedAt && <Fact label={t.decided}>{formatDateTime(w.decidedAt)}</Fact>}
            {w.settledAt && <Fact label={t.settled}>{formatDateTime(w.settledAt)}</Fact>}
            {w.operatorNote && <Fact label={t.operatorNote}>{w.operatorNote}</Fact>}
            {w.failureReason && <Fact label={t.failureReason}>{w.failureReason}</Fact>}
            {w.providerBatchId && (
              <Fact label={t.providerBatch}>
                {w.provider} {w.providerBatchId}
              </Fact>
            )}
            {w.retryOfId && <Fact label={t.retryOf}>{w.retryOfId}</Fact>}
            {w.retriedById && <Fact label={t.retriedBy}>{w.retriedById}</Fact>}
          </SimpleGrid>
          <Actions w={w} />
        </Stack>
      )}
    </Drawer>
  );
}
