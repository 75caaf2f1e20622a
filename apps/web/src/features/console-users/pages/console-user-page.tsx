import {
  CONSOLE_PATHS,
  consoleUsersMessages,
  formatCents,
  type TConsoleUserDetail,
  consoleUsersTexts as t,
} from '@fhp/domain';
import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { useKnownSession } from '../../../lib/session';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import classes from '../../../ui/stacked-table.module.css';
import { useConsoleUser, useUserAction } from '../api/console-users-api';
import { SalesTable } from '../components/sales-table';
import { UserActions } from '../components/user-actions';
import { UserBadges } from '../components/user-badges';
import { UserNotes } from '../components/user-notes';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  // An address takes two columns: in one of a phone's two it would break mid-word.
  return (
    <Stack gap={0} miw={0} style={wide ? { gridColumn: 'span 2' } : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function SalesSection({
  title,
  sales,
  columns,
  empty,
  nobody,
}: {
  title: string;
  sales: TConsoleUserDetail['purchases'];
  columns: readonly [string, string, string, string];
  empty: string;
  nobody: string;
}) {
  return (
    <Section
      title={title}
      aside={
        <Text size="sm" c="dimmed">
          {t.salesSummary(sales.count, formatCents(sales.totalCents))}
        </Text>
      }
    >
      {sales.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <SalesTable rows={sales.recent} columns={columns} label={title} nobody={nobody} />
          {sales.count > sales.recent.length && (
            <Text size="xs" c="dimmed">
              {t.showingNewest(sales.recent.length, sales.count)}
            </Text>
          )}
        </>
      )}
    </Section>
  );
}

function Sessions({ sessions }: { sessions: TConsoleUserDetail['sessions'] }) {
  const [CREATED, SEEN, EXPIRES, IP, BROWSER] = t.sessionColumns;
  return (
    <Section
      title={t.sessions}
      aside={
        <Text size="sm" c="dimmed">
          {sessions.count}
        </Text>
      }
    >
      {sessions.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.sessionsEmpty}
        </Text>
      ) : (
        <Table className={classes.table} aria-label={t.sessions} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {t.sessionColumns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.recent.map((s) => (
              <Table.Tr key={`${s.createdAt}-${s.lastSeenAt}-${s.ip}`}>
                <Table.Td data-label={CREATED} data-nowrap>
                  {formatDateTime(s.createdAt)}
                </Table.Td>
                <Table.Td data-label={SEEN} data-nowrap>
                  <time dateTime={s.lastSeenAt} title={formatDateTime(s.lastSeenAt)}>
                    {fromNow(s.lastSeenAt)}
                  </time>
                </Table.Td>
                <Table.Td data-label={EXPIRES} data-nowrap>
                  {formatDateTime(s.expiresAt)}
                </Table.Td>
                <Table.Td data-label={IP}>{s.ip ?? '—'}</Table.Td>
                <Table.Td data-label={BROWSER} className={classes.wrap}>
                  <Text size="xs" c="dimmed">
                    {s.userAgent ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** /console/users/:id: one account's facts, money, sessions and notes, and the actions on it. */
export default function ConsoleUserPage() {
  const { id = '' } = useParams();
  const query = useConsoleUser(id);
  const action = useUserAction(id, consoleUsersMessages.messageSent);
  const { user: me } = useKnownSession();

  const back = (
    <Anchor component={Link} to={CONSOLE_PATHS.users} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t.back}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack gap="md">
        {back}
        <ContentSkeleton />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorState
          title={t.userLoadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      </Stack>
    );
  }
  const { user, athlete } = query.data;
  const name = user.name || user.email;

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <UserBadges user={user} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <UserActions user={user} myId={me?.id} run={(a) => action.mutateAsync(a)} />
        </Stack>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: query.data.walletBalanceCents === null ? 12 : 8 }}>
          <Paper withBorder p="md" h="100%">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t.facts}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                <Fact label={t.email} wide>
                  {user.email}
                </Fact>
                <Fact label={t.role}>{t.roleNames[user.role] ?? user.role}</Fact>
                <Fact label={t.created}>{formatDateTime(user.createdAt)}</Fact>
                <Fact label={t.lastSignIn}>
                  {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t.never}
                </Fact>
                {athlete && (
                  <>
                    <Fact label={t.athleteNumber}>{athlete.athleteNumber}</Fact>
                    <Fact label={t.sport}>{athlete.sport}</Fact>
                    <Fact label={t.school}>{athlete.school}</Fact>
                    <Fact label={t.state}>{athlete.state}</Fact>
                    <Fact label={t.registration}>{athlete.registrationStatus}</Fact>
                    <Fact label={t.payoutEmail} wide>
                      {athlete.payoutEmail}
                    </Fact>
                  </>
                )}
              </SimpleGrid>
            </Stack>
          </Paper>
        </Grid.Col>
        {query.data.walletBalanceCents !== null && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" h="100%">
              <Stack gap={2}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t.wallet}
                </Text>
                <Text fz={28} fw={700} data-testid="wallet-balance">
                  {formatCents(query.data.walletBalanceCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.walletHint}
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        )}
      </Grid>

      {query.data.sales && (
        <SalesSection
          title={t.sales}
          sales={query.data.sales}
          columns={t.saleColumns}
          empty={t.salesEmpty}
          nobody={t.visitor}
        />
      )}
      <SalesSection
        title={t.purchases}
        sales={query.data.purchases}
        columns={t.purchaseColumns}
        empty={t.purchasesEmpty}
        nobody={t.platform}
      />
      <Sessions sessions={query.data.sessions} />
      <UserNotes
        notes={query.data.notes}
        onAdd={(text) => action.mutateAsync({ kind: 'note', text })}
      />
    </Stack>
  );
}
