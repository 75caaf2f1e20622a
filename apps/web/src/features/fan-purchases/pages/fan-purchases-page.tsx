import { FAN_PATHS, fanPurchasesTexts as t } from '@fhp/domain';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanPurchases } from '../api/fan-purchases-api';
import { PurchaseRow } from '../components/purchase-row';

const COLUMNS = [
  t.columns.item,
  t.columns.athlete,
  t.columns.amount,
  t.columns.date,
  t.columns.license,
];

function PurchasesList() {
  const list = useFanPurchases();
  if (list.isPending) return <ContentSkeleton rows={5} rowHeight={48} />;
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
    return (
      <EmptyState
        title={t.emptyTitle}
        message={t.empty}
        icon={<IconReceipt size={26} aria-hidden />}
        action={
          <Button
            component={Link}
            to={FAN_PATHS.findAthletes}
            mt="sm"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t.findAthletes}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-label={t.tableLabel}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t.columns.receipt}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={list} />
    </Stack>
  );
}

/** /fan/purchases: everything the fan bought, 5 a page with Load More, each with its receipt. */
export default function FanPurchasesPage() {
  usePageTitle(t.purchasesTitle);
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t.purchasesTitle}
        </Title>
        <Text c="dimmed">{t.purchasesIntro}</Text>
      </Stack>
      <div className={classes.frame}>
        <PurchasesList />
      </div>
    </Stack>
  );
}
