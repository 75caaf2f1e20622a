import { canWithdraw, formatCents, MIN_WITHDRAWAL_CENTS, walletMessages as t } from '@fhp/domain';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { useWalletSummary } from '../api/wallet-api';

const WITHDRAW_PATH = '/admin/index/withdraw-money';

/** The balance, large, and the Withdraw button (usable from the minimum withdrawal up). */
export function WalletBalanceCard() {
  const summary = useWalletSummary();
  if (summary.isError)
    return (
      <ErrorState
        title={t.loadFailed}
        message={summary.error.message}
        onRetry={() => summary.refetch()}
      />
    );
  const balance = summary.data?.balanceCents;
  const allowed = balance !== undefined && canWithdraw(balance);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="wallet-balance-label">
            {t.balanceLabel}
          </Text>
          {balance === undefined ? (
            <Skeleton h={44} w={160} radius="md" />
          ) : (
            <Text
              fw={800}
              fz={{ base: 32, xs: 40 }}
              lh={1.1}
              aria-labelledby="wallet-balance-label"
              aria-live="polite"
            >
              {formatCents(balance)}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          {allowed ? (
            <Button component={Link} to={WITHDRAW_PATH} leftSection={<IconCash size={18} />}>
              {t.withdraw}
            </Button>
          ) : (
            <Button disabled leftSection={<IconCash size={18} />}>
              {t.withdraw}
            </Button>
          )}
          {balance !== undefined && !allowed && (
            <Text size="xs" c="dimmed" ta="right">
              {t.withdrawHint.replace('{min}', formatCents(MIN_WITHDRAWAL_CENTS))}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
