import {
  formatCents,
  PURCHASE_KIND_LABELS,
  type TConsolePurchase,
  consoleMoneyTexts as t,
} from '@fhp/domain';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { notifySaved } from '../../../ui/notify';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import {
  purchasesCsvHref,
  type TPurchaseFilters,
  useConsolePurchases,
  useRefundPurchase,
} from '../api/console-money-api';
import { ReasonModal } from './reason-modal';

const [BOUGHT, ITEM, BUYER, ATHLETE, AMOUNT, STATE] = t.purchaseColumns;
const NO_FILTERS: Required<TPurchaseFilters> = { email: '', refunded: '' };

function kindLabel(kind: string) {
  return (PURCHASE_KIND_LABELS as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ');
}

/** Purchases, to refund one through its payment provider (confirmed, with a reason). */
export function RefundsSection() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useConsolePurchases(debounced);
  const refund = useRefundPurchase();
  const [target, setTarget] = useState<TConsolePurchase | null>(null);
  const close = () => {
    setTarget(null);
    refund.reset();
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t.purchaseEmailFilter}
            type="email"
            value={filters.email}
            onChange={(e) => setFilters((f) => ({ ...f, email: e.currentTarget.value }))}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t.refundedFilter}
            data={t.refundedOptions}
            value={filters.refunded || null}
            onChange={(v) => setFilters((f) => ({ ...f, refunded: (v ?? '') as '' }))}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <Button variant="subtle" size="xs" onClick={() => setFilters(NO_FILTERS)}>
            {t.clearFilters}
          </Button>
          <Group ml="auto">
            <CsvExportButton href={purchasesCsvHref(debounced)} />
          </Group>
        </Group>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.purchasesFailed}
        empty={{ message: t.purchasesEmpty, icon: <IconReceiptRefund size={26} aria-hidden /> }}
        label={t.purchasesLabel}
        columns={t.purchaseColumns}
        actionsColumn={t.actions}
        renderRow={(p) => (
          <Table.Tr key={p.id}>
            <Table.Td data-label={BOUGHT} data-nowrap>
              <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
            </Table.Td>
            <Table.Td data-label={ITEM}>{kindLabel(p.kind)}</Table.Td>
            <Table.Td data-label={BUYER} className={classes.wrap}>
              <Text size="sm">{p.buyerName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {p.buyerEmail}
              </Text>
            </Table.Td>
            <Table.Td data-label={ATHLETE} className={classes.wrap}>
              {p.athleteName ?? '—'}
            </Table.Td>
            <Table.Td data-label={AMOUNT} data-nowrap>
              {formatCents(p.amountCents)}
            </Table.Td>
            <Table.Td data-label={STATE} data-nowrap>
              {p.refundedAt ? (
                <Badge color="red" variant="light" title={p.refundReason ?? undefined}>
                  {t.refundedBadge}
                </Badge>
              ) : p.refundable ? (
                <Badge color="teal" variant="light">
                  {p.paymentStatus}
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  {t.notRefundable}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-actions data-label={t.actions}>
              {p.refundable && (
                <Button size="xs" color="red" variant="light" onClick={() => setTarget(p)}>
                  {t.refund}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ReasonModal
        key={target?.id ?? 'closed'}
        opened={target !== null}
        title={t.refundTitle}
        text={
          target
            ? t.refundText(
                formatCents(target.amountCents),
                target.buyerName ?? target.buyerEmail ?? '',
              )
            : ''
        }
        confirmLabel={t.refund}
        pending={refund.isPending}
        error={refund.isError ? refund.error.message : null}
        onClose={close}
        onConfirm={(reason) =>
          target &&
          refund.mutate(
            { id: target.id, reason },
            {
              onSuccess: (done) => {
                close();
                notifySaved(done.message);
              },
            },
          )
        }
      />
    </Stack>
  );
}
