import {
  CONSOLE_PATHS,
  CONTEST_KINDS,
  CONTEST_STATUS_LABELS,
  CONTEST_STATUSES,
  type TConsoleContestItem,
  type TContestKind,
  type TContestStatus,
  consoleContestsTexts as t,
} from '@fhp/domain';
import { Anchor, Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { useConsoleContests } from '../api/console-contests-api';
import { ContestFormDialog } from '../components/contest-form-dialog';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

const [NUMBER, TITLE, KIND, DATES, STATUS, PENDING, ENTRIES, VOTES] = t.columns;

function ContestRow({ item }: { item: TConsoleContestItem }) {
  return (
    <Table.Tr>
      <Table.Td data-label={NUMBER}>
        <Anchor component={Link} to={`${CONSOLE_PATHS.contests}/${item.id}`} fw={600} size="sm">
          {t.contestNumber(item.number)}
        </Anchor>
      </Table.Td>
      <Table.Td data-label={TITLE} className={classes.wrap}>
        <Text size="sm">{item.title}</Text>
        {item.sport && (
          <Text size="xs" c="dimmed">
            {item.sport}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={KIND}>{t.kinds[item.kind]}</Table.Td>
      <Table.Td data-label={DATES} data-nowrap>
        {formatDate(item.startDate)} – {formatDate(item.endDate)}
      </Table.Td>
      <Table.Td data-label={STATUS}>
        <Badge variant="light" color={item.status === 'active' ? 'green' : 'gray'}>
          {CONTEST_STATUS_LABELS[item.status]}
        </Badge>
      </Table.Td>
      <Table.Td data-label={PENDING}>
        {item.pendingSchools > 0 ? (
          <Badge color="orange" variant="light">
            {item.pendingSchools}
          </Badge>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td data-label={ENTRIES}>{item.entries}</Table.Td>
      <Table.Td data-label={VOTES}>{item.votes}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /console/contests: every contest, newest first, filtered by kind and status (`?kind=`,
 * `?status=`); Create opens the form, a contest's number its page.
 */
export default function ConsoleContestsPage() {
  const [params, setParams] = useSearchParams();
  const kind = oneOf<TContestKind>(CONTEST_KINDS, params.get('kind'));
  const status = oneOf<TContestStatus>(CONTEST_STATUSES, params.get('status'));
  const query = useConsoleContests({ kind, status });
  const [creating, setCreating] = useState(false);
  const setFilter = (key: 'kind' | 'status', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      <ConsolePageHeader title={t.title} intro={t.intro}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t.create}
        </Button>
      </ConsolePageHeader>
      <Group gap="sm" mt="md" mb="md" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t.kindLabel}
          placeholder={t.allKinds}
          clearable
          value={kind ?? null}
          onChange={(v) => setFilter('kind', v)}
          data={CONTEST_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
          maw={260}
        />
        <Select
          label={t.statusLabel}
          placeholder={t.allStatuses}
          clearable
          value={status ?? null}
          onChange={(v) => setFilter('status', v)}
          data={CONTEST_STATUSES.map((s) => ({ value: s, label: CONTEST_STATUS_LABELS[s] }))}
          maw={260}
        />
      </Group>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconTrophy size={26} aria-hidden /> }}
        label={t.tableLabel}
        horizontalSpacing="sm"
        columns={t.columns}
        renderRow={(item) => <ContestRow key={item.id} item={item} />}
      />
      {creating && <ContestFormDialog onClose={() => setCreating(false)} />}
    </>
  );
}
