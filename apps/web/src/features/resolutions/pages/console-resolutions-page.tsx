import {
  RESOLUTION_SEARCH_MAX_LENGTH,
  RESOLUTION_STATUSES,
  type TConsoleResolutionFilters,
  type TResolution,
  type TResolutionStatus,
  resolutionsTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import { resolutionsCsvHref, useConsoleResolutions } from '../api/resolutions-api';
import { ResolutionStatusBadge } from '../components/resolution-status-badge';

const [cOpened, cAthlete, cId, cType, cUpdated, cStatus] = t.consoleColumns;

function Row({ item }: { item: TResolution }) {
  const to = `/console/resolutions/${item.id}`;
  return (
    <Table.Tr>
      <Table.Td data-label={cOpened} data-nowrap>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </Table.Td>
      <Table.Td data-label={cAthlete} className={classes.wrap}>
        {/* One child: the phone layout lays a cell's children side by side. */}
        <div>
          <Anchor component={Link} to={to} fw={600} size="sm">
            {item.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {item.email}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={cId}>{item.athleteNumber}</Table.Td>
      <Table.Td data-label={cType}>{item.type}</Table.Td>
      <Table.Td data-label={cUpdated} data-nowrap>
        <span>
          <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>{' '}
          <Text span size="xs" c="dimmed">
            ({t.partyLabel(item.updatedBy)})
          </Text>
        </span>
      </Table.Td>
      <Table.Td data-label={cStatus} data-nowrap>
        <ResolutionStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td data-actions>
        <RowActions>
          <Button
            component={Link}
            to={to}
            size="compact-sm"
            variant="light"
            aria-label={t.openFor(item.name)}
          >
            {t.open}
          </Button>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/** /console/resolutions: every athlete's resolutions by state, searched, exported as CSV. */
export default function ConsoleResolutionsPage() {
  const [status, setStatus] = useState<TResolutionStatus | ''>('pending');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const filters: TConsoleResolutionFilters = {
    ...(status ? { status } : {}),
    ...(debouncedQ.trim() ? { q: debouncedQ.trim() } : {}),
  };
  const query = useConsoleResolutions(filters);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t.consoleTitle}</Title>
          <Text c="dimmed" size="sm">
            {t.consoleIntro}
          </Text>
        </Stack>
        <CsvExportButton href={resolutionsCsvHref(filters)} />
      </Group>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="resolution-state-label">
              {t.stateFilterLabel}
            </Text>
            <SegmentedControl
              aria-labelledby="resolution-state-label"
              value={status}
              onChange={(value) => setStatus(value as TResolutionStatus | '')}
              data={[
                ...RESOLUTION_STATUSES.map((s) => ({ value: s, label: t.statusLabel(s) })),
                { value: '', label: t.allStates },
              ]}
            />
          </Stack>
          <TextInput
            style={{ flex: '1 1 220px' }}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={RESOLUTION_SEARCH_MAX_LENGTH}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </Group>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.consoleLoadFailed}
        empty={{ message: t.consoleEmpty, icon: <IconLifebuoy size={26} aria-hidden /> }}
        label={t.consoleTableLabel}
        columns={t.consoleColumns}
        actionsColumn=""
        horizontalSpacing="sm"
        highlightOnHover
        renderRow={(item) => <Row key={item.id} item={item} />}
      />
    </Stack>
  );
}
