import { athleteRouteTitle, type TResolution, resolutionsTexts as t } from '@fhp/domain';
import { Button, Group, Stack, Table } from '@mantine/core';
import { IconEye, IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { PageHeading } from '../../../ui/page-heading';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMyResolutions } from '../api/resolutions-api';
import { AddResolutionDialog } from '../components/add-resolution-dialog';
import { ResolutionStatusBadge } from '../components/resolution-status-badge';

const [cNumber, cId, cName, cCreatedBy, cCreatedAt, cUpdatedBy, cPhone, cStatus] = t.columns;

function ResolutionRow({ item, index }: { item: TResolution; index: number }) {
  const created = formatDate(item.createdAt);
  return (
    <Table.Tr>
      <Table.Td data-label={cNumber}>{index + 1}</Table.Td>
      <Table.Td data-label={cId}>{item.athleteNumber}</Table.Td>
      <Table.Td data-label={cName} className={classes.wrap}>
        {item.name}
      </Table.Td>
      <Table.Td data-label={cCreatedBy}>{t.partyLabel(item.openedBy)}</Table.Td>
      <Table.Td data-label={cCreatedAt} data-nowrap>
        <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
          {created}
        </time>
      </Table.Td>
      <Table.Td data-label={cUpdatedBy}>{t.partyLabel(item.updatedBy)}</Table.Td>
      <Table.Td data-label={cPhone} data-nowrap>
        {item.phoneNumber ?? t.noPhone}
      </Table.Td>
      <Table.Td data-label={cStatus} data-nowrap>
        <ResolutionStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td data-actions>
        <RowActions>
          <Button
            component={Link}
            to={`/admin/resolution-detail/${item.id}`}
            size="compact-sm"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t.viewDetailsFor(item.type, created)}
          >
            {t.viewDetails}
          </Button>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/resolution-center: my resolutions, 5 a page with Load More, and Add Resolution. */
export default function ResolutionCenterPage() {
  usePageTitle(athleteRouteTitle('/admin/resolution-center'));
  const list = useMyResolutions();
  const [adding, setAdding] = useState(false);
  return (
    <Stack maw={1180} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t.heading} intro={t.intro} maw={620} />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          {t.addResolution}
        </Button>
      </Group>
      <div className={classes.frame}>
        <PagedTable
          query={list}
          loadFailed={t.loadFailed}
          empty={{ message: t.empty, icon: <IconLifebuoy size={26} aria-hidden /> }}
          label={t.tableLabel}
          columns={t.columns}
          actionsColumn=""
          loadMoreLabel={t.loadMore}
          renderRow={(item, index) => <ResolutionRow key={item.id} item={item} index={index} />}
        />
      </div>
      <AddResolutionDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
