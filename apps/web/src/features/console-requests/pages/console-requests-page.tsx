import {
  CONSOLE_REQUEST_KINDS,
  CONSOLE_REQUEST_STATES,
  type TConsoleDecision,
  type TConsoleRequestItem,
  type TConsoleRequestKind,
  type TConsoleRequestState,
  consoleRequestsTexts as t,
} from '@fhp/domain';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import {
  type RequestsFilters,
  requestsCsvHref,
  useConsoleRequests,
} from '../api/console-requests-api';
import { DecisionDialog } from '../components/decision-dialog';
import { RequestRow } from '../components/request-row';

const STATES = [...CONSOLE_REQUEST_STATES, 'all'] as const;
const isKind = (v: string | null): v is TConsoleRequestKind =>
  (CONSOLE_REQUEST_KINDS as readonly string[]).includes(v ?? '');
const isState = (v: string | null): v is TConsoleRequestState | 'all' =>
  (STATES as readonly string[]).includes(v ?? '');

/**
 * /console/requests: requested cities and sports, raised issues, news suggestions, one kind at
 * a time (`?kind=`), by state (`?state=`); the inbox opens one with `?id=` (highlighted).
 */
export default function ConsoleRequestsPage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const stateParam = params.get('state');
  const highlightId = params.get('id');
  const filters: RequestsFilters = {
    kind: isKind(kindParam) ? kindParam : 'city',
    // Opened from the inbox: whatever its state, the request is in the list.
    state: isState(stateParam) ? stateParam : highlightId ? 'all' : 'pending',
  };
  const query = useConsoleRequests(filters);
  const [deciding, setDeciding] = useState<{
    item: TConsoleRequestItem;
    decision: TConsoleDecision;
  } | null>(null);

  const setFilter = (name: 'kind' | 'state', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(name, value);
        next.delete('id');
        if (name === 'kind' && !next.has('state')) next.set('state', filters.state);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2} maw={720}>
          <Title order={2}>{t.title}</Title>
          <Text c="dimmed" size="sm">
            {t.intro}
          </Text>
        </Stack>
        <CsvExportButton href={requestsCsvHref(filters)} />
      </Group>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="requests-kind-label">
              {t.kindLabel}
            </Text>
            {/* Four kinds do not fit side by side on a phone: two rows there. */}
            <SegmentedControl
              aria-labelledby="requests-kind-label"
              value={filters.kind}
              onChange={(v) => setFilter('kind', v)}
              data={CONSOLE_REQUEST_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
              fullWidth
              visibleFrom="sm"
            />
            <SimpleGrid cols={2} spacing={6} hiddenFrom="sm">
              {CONSOLE_REQUEST_KINDS.map((k) => (
                <Button
                  key={k}
                  size="xs"
                  variant={filters.kind === k ? 'filled' : 'default'}
                  aria-pressed={filters.kind === k}
                  onClick={() => setFilter('kind', k)}
                >
                  {t.kinds[k]}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="requests-state-label">
              {t.stateLabel}
            </Text>
            <SegmentedControl
              aria-labelledby="requests-state-label"
              value={filters.state}
              onChange={(v) => setFilter('state', v)}
              data={STATES.map((s) => ({ value: s, label: t.states[s] }))}
              fullWidth
            />
          </Stack>
        </Stack>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconListCheck size={26} aria-hidden /> }}
        label={t.tableLabel}
        columns={t.columns}
        actionsColumn={t.actionsColumn}
        renderRow={(item) => (
          <RequestRow
            key={item.id}
            item={item}
            highlighted={item.id === highlightId}
            onDecide={(i, decision) => setDeciding({ item: i, decision })}
          />
        )}
      />
      {deciding && (
        <DecisionDialog
          key={`${deciding.item.id}-${deciding.decision}`}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
