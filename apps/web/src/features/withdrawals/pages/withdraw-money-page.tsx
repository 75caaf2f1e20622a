import { athleteRouteTitle, formatCents, withdrawalsTexts as t } from '@fhp/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useWithdrawalSummary } from '../api/withdrawals-api';
import { PayoutHoldNotice } from '../components/payout-hold-notice';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalsTable } from '../components/withdrawals-table';

/** Longest wait setTimeout takes; the shortest between two reads when the clocks disagree. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MIN_RECHECK_MS = 30_000;

function WithdrawCard() {
  const summary = useWithdrawalSummary();
  const endsAt = summary.data?.payoutHold?.endsAt;
  const { refetch, dataUpdatedAt } = summary;
  // The form opens again by itself when the hold ends (read again then; the server decides).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new read (still held when the clocks disagree) sets the next timer.
  useEffect(() => {
    if (!endsAt) return;
    const wait = new Date(endsAt).getTime() - Date.now() + 1000;
    const timer = setTimeout(
      () => refetch(),
      Math.min(MAX_TIMER_MS, Math.max(MIN_RECHECK_MS, wait)),
    );
    return () => clearTimeout(timer);
  }, [endsAt, refetch, dataUpdatedAt]);

  if (summary.isPending) return <ContentSkeleton />;
  if (summary.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={summary.error.message}
        onRetry={() => summary.refetch()}
      />
    );
  }
  const hold = summary.data.payoutHold;
  return (
    <Stack gap="md">
      {hold && <PayoutHoldNotice hold={hold} />}
      <div>
        <Text c="dimmed" size="sm">
          {t.available}
        </Text>
        <Text fz={32} fw={700} data-testid="withdraw-balance">
          {formatCents(summary.data.balanceCents)}
        </Text>
      </div>
      <WithdrawForm summary={summary.data} />
    </Stack>
  );
}

/**
 * /admin/index/withdraw-money: the spec's stub (amount, date, a Submit that did nothing) made a
 * real form: the available balance, the amount, the payout e-mail it goes to, a confirmation,
 * the success toast, and my withdrawals with their states below.
 */
export default function WithdrawMoneyPage() {
  usePageTitle(athleteRouteTitle('/admin/index/withdraw-money'));
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Title order={2} fz="h3">
        {t.heading}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <WithdrawCard />
      </Paper>
      <Title order={3} fz="h4">
        {t.historyHeading}
      </Title>
      <div className={classes.frame}>
        <WithdrawalsTable />
      </div>
    </Stack>
  );
}
