import { athleteRouteTitle, fanRequestsTexts as t } from '@fhp/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanRequests } from '../api/fan-requests-api';
import { FanRequestRow } from '../components/fan-request-row';

function FanRequestsList() {
  const list = useFanRequests();
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
    return <EmptyState message={t.empty} icon={<IconPhoneCall size={26} aria-hidden />} />;
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
            {t.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t.actionsColumn}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <FanRequestRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={list} />
    </Stack>
  );
}

/**
 * /admin/fans-request: the fans' WhatsApp and Zoom call requests, 5 a page with Load More,
 * refreshed live by the 'fan-request.changed' server event.
 */
export default function FanRequestsPage() {
  usePageTitle(athleteRouteTitle('/admin/fans-request'));
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t.heading}
        </Title>
        <Text c="dimmed">{t.intro}</Text>
      </Stack>
      <div className={classes.frame}>
        <FanRequestsList />
      </div>
    </Stack>
  );
}
