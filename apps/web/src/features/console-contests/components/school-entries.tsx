import {
  type TConsoleContestSchool,
  type TContestSchoolOption,
  consoleContestsTexts as t,
} from '@fhp/domain';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { EmptyState } from '../../../ui/empty-state';
import classes from '../../../ui/stacked-table.module.css';
import { useContestAction, useContestSchoolOptions } from '../api/console-contests-api';

const [SCHOOL, PLACE, ATHLETES, STATUS, DECIDED, DECISION] = t.schoolColumns;
const STATUS_COLORS = { pending: 'orange', accepted: 'green', declined: 'red' } as const;
const label = (s: TContestSchoolOption) => `${s.name} (${s.place}, ${s.stateCode})`;

/** Adds a school's entry (pending until decided): a search over the reference lists. */
function AddSchool({ contestId }: { contestId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useContestSchoolOptions(debounced);
  const [picked, setPicked] = useState<string | null>(null);
  const action = useContestAction();
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t.addSchool}
          placeholder={t.fields.schoolsHint}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={(options.data?.items ?? []).map((s) => ({ value: String(s.id), label: label(s) }))}
          value={picked}
          onChange={setPicked}
          miw={280}
          style={{ flex: 1 }}
        />
        <Button
          disabled={!picked}
          loading={action.isPending}
          onClick={() =>
            picked &&
            action.mutate(
              { action: 'add-school', id: contestId, schoolId: Number(picked) },
              { onSuccess: () => setPicked(null) },
            )
          }
        >
          {t.addSchool}
        </Button>
      </Group>
      {action.isError && (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A sport contest's school entries: Accept or Decline a pending one (decided once: another
 * operator's earlier decision is the server's 409, shown here), and add one.
 */
export function SchoolEntries({
  contestId,
  schools,
}: {
  contestId: string;
  schools: TConsoleContestSchool[];
}) {
  const action = useContestAction();
  const decide = (schoolEntryId: string, decision: 'accept' | 'decline') =>
    action.mutate({ action: 'decide-school', schoolEntryId, decision });
  return (
    <Stack gap="md">
      {action.isError && (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      )}
      {schools.length === 0 ? (
        <EmptyState message={t.noSchools} icon={<IconSchool size={26} aria-hidden />} />
      ) : (
        <Table className={classes.table} verticalSpacing="sm" aria-label={t.schoolsTable}>
          <Table.Thead>
            <Table.Tr>
              {t.schoolColumns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schools.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td data-label={SCHOOL} className={classes.wrap}>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                </Table.Td>
                <Table.Td data-label={PLACE}>
                  {s.place}, {s.stateCode}
                </Table.Td>
                <Table.Td data-label={ATHLETES}>{s.athletes}</Table.Td>
                <Table.Td data-label={STATUS}>
                  <Badge variant="light" color={STATUS_COLORS[s.status]}>
                    {t.schoolStatuses[s.status]}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={DECIDED} className={classes.wrap}>
                  {s.decidedAt ? (
                    <Text size="xs">
                      {formatDateTime(s.decidedAt)}
                      {s.decidedBy ? ` · ${s.decidedBy}` : ''}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td data-label={DECISION} data-actions>
                  {s.status === 'pending' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color="green"
                        disabled={action.isPending}
                        onClick={() => decide(s.id, 'accept')}
                        aria-label={`${t.accept} ${s.name}`}
                      >
                        {t.accept}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={action.isPending}
                        onClick={() => decide(s.id, 'decline')}
                        aria-label={`${t.decline} ${s.name}`}
                      >
                        {t.decline}
                      </Button>
                    </Group>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddSchool contestId={contestId} />
    </Stack>
  );
}
