import {
  CONSOLE_USER_ROLE_FILTERS,
  CONSOLE_USER_STATE_FILTERS,
  type TConsoleUserFilters,
  consoleUsersTexts as t,
} from '@fhp/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { oneOfParam, useFilterParams } from '../../../lib/use-filter-params';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { PagedTable } from '../../../ui/paged-table';
import { useConsoleUsers, usersCsvHref } from '../api/console-users-api';
import { UserRow } from '../components/user-row';

const ROLE_OPTIONS = CONSOLE_USER_ROLE_FILTERS.map((value) => ({
  value,
  label: t.roleFilters[value],
}));
const STATE_OPTIONS = CONSOLE_USER_STATE_FILTERS.map((value) => ({
  value,
  label: t.stateFilters[value],
}));

/**
 * /console/users: search accounts by name, e-mail or athlete ID, filter by role and blocked,
 * export what is found as CSV. The filters live in the address, so Back from a user's page
 * returns to the same search.
 */
export default function ConsoleUsersPage() {
  const { params, update, clear } = useFilterParams();
  const q = params.get('q') ?? '';
  const role = params.get('role');
  const state = params.get('state');
  const filters: TConsoleUserFilters = {
    q,
    role: oneOfParam(role, CONSOLE_USER_ROLE_FILTERS),
    state: oneOfParam(state, CONSOLE_USER_STATE_FILTERS),
  };
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useConsoleUsers(debounced);

  const set = (name: string, value: string | null) => update({ [name]: value });

  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} intro={t.intro}>
        <Group gap="xs">
          {(q || filters.role || filters.state) && (
            <Button variant="subtle" onClick={clear}>
              {t.clearFilters}
            </Button>
          )}
          <CsvExportButton href={usersCsvHref(debounced)} />
        </Group>
      </ConsolePageHeader>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={q}
            onChange={(e) => set('q', e.currentTarget.value)}
          />
          <Select
            label={t.roleLabel}
            placeholder={t.anyRole}
            data={ROLE_OPTIONS}
            value={filters.role ?? null}
            onChange={(value) => set('role', value)}
            clearable
          />
          <Select
            label={t.stateLabel}
            placeholder={t.anyState}
            data={STATE_OPTIONS}
            value={filters.state ?? null}
            onChange={(value) => set('state', value)}
            clearable
          />
        </SimpleGrid>
      </Paper>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconUsers size={26} aria-hidden /> }}
        label={t.tableLabel}
        columns={t.columns}
        renderRow={(user) => <UserRow key={user.id} user={user} />}
      />
    </Stack>
  );
}
