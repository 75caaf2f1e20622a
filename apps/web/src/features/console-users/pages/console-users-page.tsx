import {
  CONSOLE_USER_ROLE_FILTERS,
  CONSOLE_USER_STATE_FILTERS,
  type TConsoleUserFilters,
  type TConsoleUserRoleFilter,
  type TConsoleUserStateFilter,
  consoleUsersTexts as t,
} from '@fhp/domain';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
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

const isRole = (v: string | null): v is TConsoleUserRoleFilter =>
  (CONSOLE_USER_ROLE_FILTERS as readonly string[]).includes(v ?? '');
const isState = (v: string | null): v is TConsoleUserStateFilter =>
  (CONSOLE_USER_STATE_FILTERS as readonly string[]).includes(v ?? '');

/**
 * /console/users: search accounts by name, e-mail or athlete ID, filter by role and blocked,
 * export what is found as CSV. The filters live in the address, so Back from a user's page
 * returns to the same search.
 */
export default function ConsoleUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = params.get('role');
  const state = params.get('state');
  const filters: TConsoleUserFilters = {
    q,
    role: isRole(role) ? role : undefined,
    state: isState(state) ? state : undefined,
  };
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useConsoleUsers(debounced);

  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t.title}</Title>
          <Text c="dimmed" size="sm">
            {t.intro}
          </Text>
        </Stack>
        <Group gap="xs">
          {(q || filters.role || filters.state) && (
            <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
              {t.clearFilters}
            </Button>
          )}
          <CsvExportButton href={usersCsvHref(debounced)} />
        </Group>
      </Group>
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
