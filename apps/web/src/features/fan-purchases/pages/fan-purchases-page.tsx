import { FAN_PATHS, fanPurchasesTexts as t } from '@fhp/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PagedTable } from '../../../ui/paged-table';
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
  return (
    <PagedTable
      query={useFanPurchases()}
      loadFailed={t.loadFailed}
      skeleton={{ rows: 5, rowHeight: 48 }}
      empty={{
        title: t.emptyTitle,
        message: t.empty,
        icon: <IconReceipt size={26} aria-hidden />,
        action: (
          <Button
            component={Link}
            to={FAN_PATHS.findAthletes}
            mt="sm"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t.findAthletes}
          </Button>
        ),
      }}
      label={t.tableLabel}
      columns={COLUMNS}
      actionsColumn={t.columns.receipt}
      highlightOnHover
      renderRow={(purchase) => <PurchaseRow key={purchase.id} purchase={purchase} />}
    />
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
