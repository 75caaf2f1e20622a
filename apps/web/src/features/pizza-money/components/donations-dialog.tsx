import { formatCents, type TPizzaRequest, pizzaMoneyTexts as t } from '@fhp/domain';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmailAddress } from '../../../ui/email-address';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import classes from '../../../ui/stacked-table.module.css';
import { usePizzaDonations } from '../api/pizza-money-api';

const c = t.donationsColumns;
const COLUMNS = [c.fan, c.email, c.fee, c.amount, c.date];

function DonationsList({ request }: { request: TPizzaRequest }) {
  const donations = usePizzaDonations(request.id);
  if (donations.isPending) return <ContentSkeleton rows={2} rowHeight={48} />;
  if (donations.isError) {
    return (
      <ErrorState
        title={t.donationsLoadFailed}
        message={donations.error.message}
        onRetry={() => donations.refetch()}
      />
    );
  }
  const { items } = donations.data;
  if (items.length === 0) {
    return <EmptyState message={t.donationsEmpty} icon={<IconCoins size={26} aria-hidden />} />;
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t.donationsTotal(formatCents(items.reduce((sum, d) => sum + d.donationCents, 0)))}
      </Text>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={t.donationsLabel}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((donation) => (
            <Table.Tr key={donation.id}>
              <Table.Td data-label={c.fan} fw={600} className={classes.wrap}>
                {donation.fanName || '—'}
              </Table.Td>
              <Table.Td data-label={c.email}>
                <EmailAddress email={donation.fanEmail} />
              </Table.Td>
              <Table.Td data-label={c.fee}>
                <Text
                  size="sm"
                  fw={donation.noFee ? 600 : undefined}
                  c={donation.noFee ? undefined : 'dimmed'}
                >
                  {donation.noFee ? t.noFeeYes : t.noFeeNo}
                </Text>
              </Table.Td>
              <Table.Td data-label={c.amount} data-nowrap>
                <Stack gap={0} align="flex-end">
                  <Text fw={700}>{formatCents(donation.donationCents)}</Text>
                  <Text size="xs" c="dimmed">
                    {t.youReceived(formatCents(donation.athleteCents))}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={c.date} data-nowrap>
                <time dateTime={donation.createdAt} title={fromNow(donation.createdAt)}>
                  {formatDateTime(donation.createdAt)}
                </time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The donations modal: who gave to the request, whether they covered the fee, how much, when. */
export function DonationsDialog({
  request,
  opened,
  onClose,
}: {
  request: TPizzaRequest | null;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.donationsTitle}
      size="xl"
      centered
      fullScreen={phone}
    >
      {request && (
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {t.requestFrom(request.requestedBy || '—')}
          </Text>
          <DonationsList request={request} />
        </Stack>
      )}
    </Modal>
  );
}
