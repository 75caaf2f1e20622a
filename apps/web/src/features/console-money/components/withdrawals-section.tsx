import {
  formatCents,
  type TConsoleWithdrawalFilters,
  consoleMoneyTexts as t,
  WITHDRAWAL_STATUSES,
  withdrawalsTexts,
} from '@fhp/domain';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { WithdrawalStatusBadge } from '../../../ui/withdrawal-status-badge';
import { useConsoleWithdrawals, withdrawalsCsvHref } from '../api/console-money-api';
import { PayoutReviewCard } from './payout-review-card';

const [REQUESTED, ATHLETE, AMOUNT, PAID_TO, STATE] = t.withdrawalColumns;
const NO_FILTERS = { status: '', email: '' };
const STATUS_OPTIONS = WITHDRAWAL_STATUSES.map((s) => ({
  value: s,
  label: withdrawalsTexts.statusLabels[s] ?? s,
}));

/** Every withdrawal with its payout state: filters, CSV, and Open (`?withdrawal=<id>`). */
export function WithdrawalsSection({ onOpen }: { onOpen: (id: string) => void }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useConsoleWithdrawals(debounced as TConsoleWithdrawalFilters);
  return (
    <Stack gap="md">
      <PayoutReviewCard />
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t.statusFilter}
            placeholder={t.allStatuses}
            data={STATUS_OPTIONS}
            value={filters.status || null}
            onChange={(v) => setFilters((f) => ({ ...f, status: v ?? '' }))}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <TextInput
            label={t.emailFilter}
            type="email"
            value={filters.email}
            onChange={(e) => setFilters((f) => ({ ...f, email: e.currentTarget.value }))}
            w={{ base: '100%', xs: 280 }}
          />
          <Button variant="subtle" size="xs" onClick={() => setFilters(NO_FILTERS)}>
            {t.clearFilters}
          </Button>
          <div style={{ marginLeft: 'auto' }}>
            <CsvExportButton href={withdrawalsCsvHref(debounced as TConsoleWithdrawalFilters)} />
          </div>
        </Group>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.withdrawalsFailed}
        empty={{ message: t.withdrawalsEmpty, icon: <IconCash size={26} aria-hidden /> }}
        label={t.withdrawalsLabel}
        columns={t.withdrawalColumns}
        actionsColumn={t.actions}
        highlightOnHover
        renderRow={(w) => (
          <Table.Tr key={w.id}>
            <Table.Td data-label={REQUESTED} data-nowrap>
              <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
            </Table.Td>
            <Table.Td data-label={ATHLETE} className={classes.wrap}>
              <Text size="sm">{w.athleteName}</Text>
              <Text size="xs" c="dimmed">
                {w.athleteEmail}
              </Text>
            </Table.Td>
            <Table.Td data-label={AMOUNT} data-nowrap>
              <Text size="sm" fw={600}>
                {formatCents(w.amountCents)}
              </Text>
            </Table.Td>
            <Table.Td data-label={PAID_TO} className={classes.wrap}>
              {w.payoutEmail}
            </Table.Td>
            <Table.Td data-label={STATE} data-nowrap>
              <WithdrawalStatusBadge status={w.status} />
            </Table.Td>
            <Table.Td data-actions data-label={t.actions}>
              <Button
                size="xs"
                variant="light"
                onClick={() => onOpen(w.id)}
                aria-label={`${t.open} ${formatCents(w.amountCents)} ${w.athleteName}`}
              >
                {t.open}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
