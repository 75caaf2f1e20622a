import { type TSportContestDetails, sportContestTexts as t } from '@fhp/domain';
import { Anchor, Group, Modal, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import { useSportContestDetails } from '../api/sport-contests-api';

const d = t.details;

function SmallTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table aria-label={label} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // Rows have no id of their own; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function DetailsBody({ details }: { details: TSportContestDetails }) {
  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {d.organizer}
          </Text>
          <Text fw={600}>{details.organizerName}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {d.organizerEmail}
          </Text>
          <Anchor href={`mailto:${details.organizerEmail}`}>{details.organizerEmail}</Anchor>
        </Stack>
      </Group>
      <Tabs defaultValue="schools" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schools">{d.schools}</Tabs.Tab>
          <Tabs.Tab value="athletes">{d.athletes}</Tabs.Tab>
          <Tabs.Tab value="fans">{d.fans}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schools" pt="sm">
          <SmallTable
            label={d.schools}
            columns={[d.school, d.state, d.status]}
            rows={details.schools.map((s) => [s.name, s.state, t.schoolStatus[s.status]])}
            empty={d.noSchools}
          />
        </Tabs.Panel>
        <Tabs.Panel value="athletes" pt="sm">
          <SmallTable
            label={d.athletes}
            columns={[d.name, d.athleteId, d.school]}
            rows={details.athletes.map((a) => [a.name, a.athleteNumber, a.school ?? '—'])}
            empty={d.noAthletes}
          />
        </Tabs.Panel>
        <Tabs.Panel value="fans" pt="sm">
          <SmallTable
            label={d.fans}
            columns={[d.name, d.votes]}
            rows={details.fans.map((f) => [f.name, f.votes])}
            empty={d.noFans}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** View Details: the organizer, and the contest's Schools, Athletes and Fans tabs. */
export function SportContestDetailsModal({
  contest,
  onClose,
}: {
  contest: { id: string; number: number } | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useSportContestDetails(contest?.id ?? null);
  return (
    <Modal
      opened={contest !== null}
      onClose={onClose}
      title={contest ? d.title(contest.number) : ''}
      size="lg"
      fullScreen={phone}
    >
      {query.isPending ? (
        <ContentSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={d.loadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <DetailsBody details={query.data} />
      )}
    </Modal>
  );
}
