import {
  CONSOLE_REQUEST_KINDS,
  CONSOLE_REQUEST_STATES,
  type TConsoleDecision,
  type TConsoleRequestItem,
  consoleRequestsTexts as t,
} from '@fhp/domain';
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { oneOfParam, useFilterParams } from '../../../lib/use-filter-params';
import { ConsolePageHeader } from '../../../ui/console-page-header';
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

/**
 * /console/requests: requested cities and sports, raised issues, news suggestions, one kind at
 * a time (`?kind=`), by state (`?state=`); the inbox opens one with `?id=` (highlighted).
 */
export default function ConsoleRequestsPage() {
  const { params, update } = useFilterParams();
  const highlightId = params.get('id');
  const filters: RequestsFilters = {
    kind: oneOfParam(params.get('kind'), CONSOLE_REQUEST_KINDS) ?? 'city',
    // Opened from the inbox: whatever its state, the request is in the list.
    state: oneOfParam(params.get('state'), STATES) ?? (highlightId ? 'all' : 'pending'),
  };
  const query = useConsoleRequests(filters);
  const [deciding, setDeciding] = useState<{
    item: TConsoleRequestItem;
    decision: TConsoleDecision;
  } | null>(null);

  // Leaving the highlighted request keeps the state it was shown in.
  const setFilter = (name: 'kind' | 'state', value: string) =>
    update({ state: filters.state, [name]: value, id: null });

  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} intro={t.intro}>
        <CsvExportButton href={requestsCsvHref(filters)} />
      </ConsolePageHeader>
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
