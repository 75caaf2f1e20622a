import {
  athleteRouteTitle,
  formatCents,
  type TBadgeSale,
  badgeSalesMessages as t,
} from '@fhp/domain';
import { Badge, Card, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { formatDate } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { PageHeading } from '../../../ui/page-heading';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBadgeSales } from '../api/badge-sales-api';

/** A deleted badge keeps its name when the sale has one, and says it is deleted. */
function saleLabel(sale: TBadgeSale): string {
  if (sale.badgeId) return sale.badgeLabel;
  return sale.badgeLabel ? `${sale.badgeLabel} (${t.deletedBadge})` : t.deletedBadge;
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'xs', xs: 'md' }}>
      <Text size="sm" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fw={800} fz={{ base: 'md', xs: 'xl' }}>
        {value}
      </Text>
    </Card>
  );
}

/** /admin/preview (Seasonals Sales): the sales of my seasonal and talking badges. */
export default function BadgeSalesPage() {
  usePageTitle(athleteRouteTitle('/admin/preview'));
  const sales = useBadgeSales();
  const first = sales.data?.pages[0];
  const items = sales.data?.pages.flatMap((p) => p.items) ?? [];

  let body: React.ReactNode;
  if (sales.isPending) body = <ContentSkeleton />;
  else if (sales.isError)
    body = (
      <ErrorState
        title={t.loadFailed}
        message={sales.error.message}
        onRetry={() => sales.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t.empty}
        message={t.emptyHint}
        icon={<IconReceipt size={26} aria-hidden />}
      />
    );
  else
    body = (
      <Stack gap="md">
        <Table
          className={table.table}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t.tableLabel}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.badge}</Table.Th>
              <Table.Th scope="col">{t.columns.buyer}</Table.Th>
              <Table.Th scope="col">{t.columns.amount}</Table.Th>
              <Table.Th scope="col">{t.columns.date}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td data-label={t.columns.badge} className={table.wrap}>
                  <span>
                    <Text span fw={600}>
                      {saleLabel(sale)}
                    </Text>{' '}
                    <Badge
                      variant="light"
                      size="sm"
                      color={sale.kind === 'seasonal_badge' ? 'blue' : 'grape'}
                    >
                      {t.kindLabels[sale.kind]}
                    </Badge>
                  </span>
                </Table.Td>
                <Table.Td data-label={t.columns.buyer}>
                  {sale.buyerFirstName ?? t.unknownBuyer}
                </Table.Td>
                <Table.Td data-label={t.columns.amount}>{formatCents(sale.amountCents)}</Table.Td>
                <Table.Td data-label={t.columns.date} data-nowrap>
                  {formatDate(sale.createdAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <LoadMore query={sales} />
      </Stack>
    );

  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.title} intro={t.intro} />
      <SimpleGrid cols={3} spacing={{ base: 'xs', xs: 'md' }} aria-live="polite">
        {first ? (
          <>
            <Total label={t.totalSales} value={String(first.totals.count)} />
            <Total label={t.totalAmount} value={formatCents(first.totals.amountCents)} />
            <Total label={t.totalEarned} value={formatCents(first.totals.earnedCents)} />
          </>
        ) : (
          [0, 1, 2].map((i) => <Skeleton key={i} h={76} radius="lg" />)
        )}
      </SimpleGrid>
      <div className={table.frame}>{body}</div>
    </Stack>
  );
}
