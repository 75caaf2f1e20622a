import {
  ADMIN_NOTIFICATION_KINDS,
  INBOX_STATES,
  type TInboxState,
  inboxTexts as t,
} from '@fhp/domain';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { oneOfParam, useFilterParams } from '../../../lib/use-filter-params';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import { inboxCsvHref, useInbox, useMarkAllRead, useMarkRead } from '../api/inbox-api';
import { InboxRow } from '../components/inbox-row';

/** /console/inbox: every admin notification, by kind and read state, newest first. */
export default function ConsoleInboxPage() {
  const { params, update } = useFilterParams();
  const kind = oneOfParam(params.get('kind'), ADMIN_NOTIFICATION_KINDS);
  const state: TInboxState = oneOfParam(params.get('state'), INBOX_STATES) ?? 'unread';
  const filters = { kind, state };
  const query = useInbox(filters);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const setFilter = (name: 'kind' | 'state', value: string | null) => update({ [name]: value });

  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} intro={t.intro}>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChecks size={16} aria-hidden />}
            loading={markAll.isPending}
            onClick={() =>
              openConfirmDialog({
                title: t.markAllConfirmTitle,
                children: <Text size="sm">{t.markAllConfirmText}</Text>,
                labels: { confirm: t.markAllRead, cancel: t.cancel },
                onConfirm: () => markAll.mutate(),
              })
            }
          >
            {t.markAllRead}
          </Button>
          <CsvExportButton href={inboxCsvHref(filters)} />
        </Group>
      </ConsolePageHeader>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t.kindLabel}
            placeholder={t.allKinds}
            clearable
            data={ADMIN_NOTIFICATION_KINDS.map((k) => ({ value: k, label: t.kinds[k] ?? k }))}
            value={kind ?? null}
            onChange={(v) => setFilter('kind', v)}
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="inbox-state-label">
              {t.stateLabel}
            </Text>
            <SegmentedControl
              aria-labelledby="inbox-state-label"
              value={state}
              onChange={(v) => setFilter('state', v)}
              data={INBOX_STATES.map((s) => ({ value: s, label: t.states[s] }))}
            />
          </Stack>
        </Group>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconInbox size={26} aria-hidden /> }}
        label={t.tableLabel}
        columns={t.columns}
        renderRow={(item) => (
          <InboxRow
            key={item.id}
            item={item}
            marking={markRead.isPending && markRead.variables === item.id}
            onMarkRead={(i) => markRead.mutate(i.id)}
            onOpen={(i) => {
              if (!i.read) markRead.mutate(i.id);
            }}
          />
        )}
      />
    </Stack>
  );
}
