import { formatCents, type TWalletHistoryItem, walletMessages as t } from '@fhp/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { formatDate } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import table from '../../../ui/stacked-table.module.css';
import { WithdrawalStatusBadge } from '../../../ui/withdrawal-status-badge';
import { useWalletHistory } from '../api/wallet-api';

function HistoryRow({ row }: { row: TWalletHistoryItem }) {
  const credit = row.paymentType === 'credit';
  return (
    <Table.Tr>
      <Table.Td data-label={t.columns.paymentType} data-nowrap>
        <Badge variant="light" color={credit ? 'teal' : 'red'}>
          {t.paymentTypes[row.paymentType]}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t.columns.amount} data-nowrap>
        <Text
          span
          fw={600}
          c={
            credit
              ? 'var(--mantine-color-teal-light-color)'
              : 'var(--mantine-color-red-light-color)'
          }
        >
          {credit ? '+' : '−'}
          {formatCents(row.amountCents)}
        </Text>
      </Table.Td>
      <Table.Td data-label={t.columns.date} data-nowrap>
        {formatDate(row.createdAt)}
      </Table.Td>
      <Table.Td data-label={t.columns.serviceType} className={table.wrap}>
        <span>
          <Text span fw={600}>
            {row.serviceType}
          </Text>
          {row.withdrawalStatus && (
            <WithdrawalStatusBadge ml={6} size="sm" status={row.withdrawalStatus} />
          )}
          {row.description && row.description !== row.serviceType && (
            <Text size="xs" c="dimmed">
              {row.description}
            </Text>
          )}
        </span>
      </Table.Td>
      <Table.Td data-label={t.columns.resourceId} className={table.wrap}>
        <Text span ff="monospace" size="xs">
          {row.resourceId ?? '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The spec's history table (stacked cards below 768px), 5 rows a page with Load More. */
export function WalletHistoryTable() {
  const history = useWalletHistory();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  if (history.isPending) return <ContentSkeleton />;
  if (history.isError)
    return (
      <ErrorState
        title={t.loadFailed}
        message={history.error.message}
        onRetry={() => history.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        title={t.empty}
        message={t.emptyHint}
        icon={<IconReceipt size={26} aria-hidden />}
      />
    );
  return (
    <Stack gap="md">
      <Table
        className={table.table}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t.tableLabel}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.paymentType}</Table.Th>
            <Table.Th scope="col">{t.columns.amount}</Table.Th>
            <Table.Th scope="col">{t.columns.date}</Table.Th>
            <Table.Th scope="col">{t.columns.serviceType}</Table.Th>
            <Table.Th scope="col">{t.columns.resourceId}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <HistoryRow key={row.id} row={row} />
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={history} />
    </Stack>
  );
}
