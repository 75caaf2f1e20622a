import { formatCents, type TLedgerAccount, consoleMoneyTexts as t } from '@fhp/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import {
  useDailyTotals,
  useLedgerAccounts,
  useLedgerCheck,
  useLedgerPostings,
} from '../api/console-money-api';

const kindOf = (kind: string) => t.accountKinds[kind] ?? kind;
const accountName = (a: TLedgerAccount) =>
  a.ownerName ? `${kindOf(a.kind)} · ${a.ownerName}` : kindOf(a.kind);

/** `npm run ledger:check`, run now. */
function LedgerCheck() {
  const query = useLedgerCheck();
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={query.error?.message ?? ''}
        onRetry={() => query.refetch()}
      />
    );
  }
  const check = query.data;
  return (
    <Alert
      color={check.ok ? 'teal' : 'red'}
      icon={check.ok ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={check.ok ? t.checkTitle : `${t.checkTitle}: ${t.checkProblems(check.problems.length)}`}
    >
      <Stack gap={6} align="flex-start">
        {check.ok ? (
          <Text size="sm">{t.checkOk}</Text>
        ) : (
          <List size="sm">
            {check.problems.map((p) => (
              <List.Item key={p.text}>{p.text}</List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t.checkedAt} {formatDateTime(check.checkedAt)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={query.isFetching}
            onClick={() => query.refetch()}
          >
            {t.recheck}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function DailyTotals() {
  const query = useDailyTotals();
  const [DAY, KIND, COUNT, MOVED] = t.dailyColumns;
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={query.error?.message ?? ''}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) return <EmptyState message={t.dailyEmpty} />;
  return (
    <Table className={classes.table} aria-label={t.dailyLabel} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          {t.dailyColumns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.items.map((row) => (
          <Table.Tr key={`${row.day}-${row.kind}`}>
            <Table.Td data-label={DAY} data-nowrap>
              {formatDate(`${row.day}T12:00:00Z`)}
            </Table.Td>
            <Table.Td data-label={KIND}>{row.kind}</Table.Td>
            <Table.Td data-label={COUNT}>{row.transactions}</Table.Td>
            <Table.Td data-label={MOVED} data-nowrap>
              {formatCents(row.amountCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Postings({ account, onBack }: { account: TLedgerAccount; onBack: () => void }) {
  const query = useLedgerPostings(account.id);
  const [WHEN, KIND, DESCRIPTION, AMOUNT, BALANCE] = t.postingColumns;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor component="button" type="button" onClick={onBack} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t.back}
          </Group>
        </Anchor>
        <Text fw={700}>{formatCents(account.balanceCents)}</Text>
      </Group>
      <Title order={3} fz="h4">
        {t.postingsTitle(accountName(account))}
      </Title>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{ message: t.postingsEmpty }}
        label={t.postingsLabel}
        columns={t.postingColumns}
        renderRow={(p) => (
          <Table.Tr key={p.id}>
            <Table.Td data-label={WHEN} data-nowrap>
              {formatDateTime(p.createdAt)}
            </Table.Td>
            <Table.Td data-label={KIND}>{p.kind}</Table.Td>
            <Table.Td data-label={DESCRIPTION} className={classes.wrap}>
              {p.description}
            </Table.Td>
            <Table.Td data-label={AMOUNT} data-nowrap>
              <Text size="sm" c={p.amountCents < 0 ? 'red.8' : 'teal.8'} fw={600}>
                {p.amountCents > 0 ? '+' : '−'}
                {formatCents(Math.abs(p.amountCents))}
              </Text>
            </Table.Td>
            <Table.Td data-label={BALANCE} data-nowrap>
              {formatCents(p.balanceCents)}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

function Accounts({ onOpen }: { onOpen: (a: TLedgerAccount) => void }) {
  const [email, setEmail] = useState('');
  const [debounced] = useDebouncedValue(email, 300);
  const query = useLedgerAccounts(debounced);
  const [ACCOUNT, OWNER, BALANCE] = t.accountColumns;
  return (
    <Stack gap="sm">
      <TextInput
        label={t.ownerEmailFilter}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      {query.isPending ? (
        <ContentSkeleton />
      ) : query.isError || !query.data ? (
        <ErrorState
          title={t.loadFailed}
          message={query.error?.message ?? ''}
          onRetry={() => query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState message={t.accountsEmpty} />
      ) : (
        <Table className={classes.table} aria-label={t.accountsLabel} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {t.accountColumns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td data-label={ACCOUNT}>
                  <Anchor component="button" type="button" size="sm" onClick={() => onOpen(a)}>
                    {kindOf(a.kind)}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={OWNER} className={classes.wrap}>
                  {a.ownerName ? `${a.ownerName} · ${a.ownerEmail}` : '—'}
                </Table.Td>
                <Table.Td data-label={BALANCE} data-nowrap>
                  <Text size="sm" fw={600}>
                    {formatCents(a.balanceCents)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The ledger: its check, daily totals by kind, and any account's postings. Every figure from it. */
export function LedgerSection() {
  const [account, setAccount] = useState<TLedgerAccount | null>(null);
  return (
    <Stack gap="lg">
      <LedgerCheck />
      <Paper withBorder p="sm">
        {account ? (
          <Postings account={account} onBack={() => setAccount(null)} />
        ) : (
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {t.accountsTitle}
            </Title>
            <Accounts onOpen={setAccount} />
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t.dailyTitle}
          </Title>
          <DailyTotals />
        </Stack>
      </Paper>
    </Stack>
  );
}
