import { formatCents, type TWithdrawalItem, withdrawalsTexts as t } from '@fhp/domain';
import { Table } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { WithdrawalStatusBadge } from '../../../ui/withdrawal-status-badge';
import { useWithdrawals } from '../api/withdrawals-api';

const [AMOUNT, PAID_TO, REQUESTED, STATUS] = t.columns;

function WithdrawalRow({ item }: { item: TWithdrawalItem }) {
  return (
    <Table.Tr data-status={item.status}>
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
  );
}

/** My withdrawals with their states, 5 a page with Load More, refreshed by 'wallet.changed'. */
export function WithdrawalsTable() {
  return (
    <PagedTable
      query={useWithdrawals()}
      loadFailed={t.loadFailed}
      empty={{ message: t.empty, icon: <IconCash size={26} aria-hidden /> }}
      label={t.tableLabel}
      columns={t.columns}
      renderRow={(item) => <WithdrawalRow key={item.id} item={item} />}
    />
  );
}
