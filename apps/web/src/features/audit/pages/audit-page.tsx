import { type TAuditFilters, auditTexts as t } from '@fhp/domain';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import { auditCsvHref, useAuditLog } from '../api/audit-api';
import { AuditRow } from '../components/audit-row';

const NO_FILTERS: Required<TAuditFilters> = {
  action: '',
  subjectType: '',
  subjectId: '',
  actor: '',
};

/** /console/audit: every console action, filtered, newest first, exported as CSV. */
export default function AuditPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useAuditLog(debounced);
  const field = (name: keyof TAuditFilters) => ({
    value: filters[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setFilters((f) => ({ ...f, [name]: e.currentTarget.value })),
  });

  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} intro={t.intro}>
        <CsvExportButton href={auditCsvHref(debounced)} />
      </ConsolePageHeader>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput label={t.actionLabel} placeholder={t.actionPlaceholder} {...field('action')} />
          <TextInput
            label={t.subjectTypeLabel}
            placeholder={t.subjectTypePlaceholder}
            {...field('subjectType')}
          />
          <TextInput label={t.subjectIdLabel} {...field('subjectId')} />
          <TextInput label={t.actorLabel} type="email" {...field('actor')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => setFilters(NO_FILTERS)}>
            {t.clearFilters}
          </Button>
        </Group>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconHistory size={26} aria-hidden /> }}
        label={t.tableLabel}
        columns={t.columns}
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}
