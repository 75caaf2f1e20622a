import { formatCents, withdrawalsTexts as t } from '@fhp/domain';
import { Stack, Table } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import classes from '../../../ui/stacked-table.module.css';
import { WithdrawalStatusBadge } from '../../../ui/withdrawal-status-badge';
import { useWithdrawals } from '../api/withdrawals-api';

const [AMOUNT, PAID_TO, REQUESTED, STATUS] = t.columns;

/** My withdrawals with their states, 5 a page with Load More, refreshed by 'wallet.changed'. */
export function WithdrawalsTable() {
  const list = useWithdrawals();
  if (list.isPending) return <ContentSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState message={t.empty} icon={<IconCash size={26} aria-hidden />} />;
  }
  return (
    <Stack gap="md">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label={t.tableLabel}
      >
        <Table.Thead>
          <Table.Tr>
            {t.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-status={item.status}>
              <Table.Td data-label={AMOUNT} fw={600}>
                {formatCents(item.amountCents)}
              </Table.Td>
              <Table.Td data-label={PAID_TO} className={classes.wrap}>
                {item.payoutEmail}
              </Table.Td>
              <Table.Td data-label={REQUESTED} data-nowrap>
                <time dateTime={item.createdAt} title={fromNow(item.createdAt)}>
                  {formatDateTime(item.createdAt)}
                </time>
              </Table.Td>
              <Table.Td data-label={STATUS} data-nowrap>
                <WithdrawalStatusBadge status={item.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={list} />
    </Stack>
  );
}
