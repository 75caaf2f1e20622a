import {
  athleteRouteTitle,
  type PlaceKind,
  type TPlaceRequestItem,
  placesTexts as t,
} from '@fhp/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { PageHeading } from '../../../ui/page-heading';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { usePlaceRequests } from '../api/requested-places-api';
import { PlaceRequestDialog } from './place-request-dialog';
import classes from './place-requests-screen.module.css';
import { SupportHeart } from './support-heart';

function PlaceRow({ kind, item }: { kind: PlaceKind; item: TPlaceRequestItem }) {
  const [subject, ...rest] = t.screens[kind].columns;
  if (!subject) return null;
  return (
    <Table.Tr>
      <Table.Td data-label={t.labels[subject]} className={table.wrap}>
        {/* One box, so the stacked phone layout keeps name and badge together. */}
        <span>
          <Text span fw={700}>
            {item[subject]}
          </Text>
          {item.addedByMe && (
            <Badge variant="light" color="gray" size="sm" ml="xs">
              {t.addedByYou}
            </Badge>
          )}
        </span>
      </Table.Td>
      {rest.map((column) => (
        <Table.Td key={column} data-label={t.labels[column]} className={table.wrap}>
          {item[column]}
        </Table.Td>
      ))}
      <Table.Td data-label={t.statusColumn} data-nowrap>
        <Badge variant="light" color="accent">
          {t.statusLabels[item.status] ?? item.status}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t.supportColumn} ta="right" data-nowrap>
        <SupportHeart kind={kind} item={item} />
      </Table.Td>
    </Table.Tr>
  );
}

function PlaceRequestsList({ kind }: { kind: PlaceKind }) {
  const screen = t.screens[kind];
  const list = usePlaceRequests(kind);
  if (list.isPending) return <ContentSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={screen.loadFailed}
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState message={t.empty} icon={<IconMapPin size={26} aria-hidden />} />;
  }
  return (
    <Stack gap="md">
      <Table
        className={table.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-label={screen.tableLabel}
      >
        <Table.Thead>
          <Table.Tr>
            {screen.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t.labels[column]}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t.statusColumn}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t.supportColumn}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <PlaceRow key={item.id} kind={kind} item={item} />
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={list} />
    </Stack>
  );
}

/**
 * /admin/requested-cities and /admin/requested-sports: everyone's requests with support hearts,
 * 5 a page with Load More, and the Add New City / Add New Sport dialog.
 */
export function PlaceRequestsScreen({ kind }: { kind: PlaceKind }) {
  const screen = t.screens[kind];
  const [adding, setAdding] = useState(false);
  usePageTitle(athleteRouteTitle(screen.path));
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={screen.heading} intro={screen.intro} maw={640} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          className={classes.add}
        >
          {screen.addButton}
        </Button>
      </Group>
      <div className={table.frame}>
        <PlaceRequestsList kind={kind} />
      </div>
      <PlaceRequestDialog kind={kind} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
