import {
  CONSOLE_PATHS,
  CONTEST_STATUS_LABELS,
  CONTEST_STATUSES,
  canMoveContestStatus,
  type TContestBoard,
  type TContestSummary,
  consoleContestsTexts as t,
} from '@fhp/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';
import {
  useConsoleContest,
  useConsoleContestBoard,
  useContestAction,
} from '../api/console-contests-api';
import { ContestFormDialog } from '../components/contest-form-dialog';
import { RewardsPanel } from '../components/rewards-panel';
import { SchoolEntries } from '../components/school-entries';
import { VotesPanel } from '../components/votes-panel';

/** How a board is drawn: given by app/ (the contests feature's tables), never imported here. */
export type BoardView = ComponentType<{ board: TContestBoard }>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Board({ contestId, View }: { contestId: string; View: BoardView }) {
  const query = useConsoleContestBoard(contestId);
  if (query.isPending) return <ContentSkeleton rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        title={t.detailLoadFailed}
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  return <View board={query.data} />;
}

/** Edit, move the status forward, start round 2: the contest's own actions. */
function ContestActions({ contest }: { contest: TContestSummary }) {
  const action = useContestAction();
  const [editing, setEditing] = useState(false);
  const forward = CONTEST_STATUSES.filter((s) => canMoveContestStatus(contest.status, s));
  const canStartRoundTwo =
    contest.rounds === 2 && contest.currentRound === 1 && contest.status === 'active';
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <Button variant="default" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        {canStartRoundTwo && (
          <Button
            variant="light"
            loading={action.isPending}
            onClick={() =>
              openConfirmDialog({
                title: t.startRoundTwo,
                children: <Text size="sm">{t.startRoundTwoConfirm}</Text>,
                labels: { confirm: t.startRoundTwo, cancel: t.cancel },
                onConfirm: () => action.mutate({ action: 'round-two', id: contest.id }),
              })
            }
          >
            {t.startRoundTwo}
          </Button>
        )}
        {forward.length > 0 && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={14} aria-hidden />}>
                {t.moveStatus}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {forward.map((status) => (
                <Menu.Item
                  key={status}
                  onClick={() =>
                    openConfirmDialog({
                      title: t.moveStatus,
                      children: (
                        <Text size="sm">{t.moveStatusConfirm(CONTEST_STATUS_LABELS[status])}</Text>
                      ),
                      labels: { confirm: CONTEST_STATUS_LABELS[status], cancel: t.cancel },
                      onConfirm: () => action.mutate({ action: 'status', id: contest.id, status }),
                    })
                  }
                >
                  {CONTEST_STATUS_LABELS[status]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {action.isError && (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      )}
      {editing && <ContestFormDialog contest={contest} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/**
 * /console/contests/:id: the contest's facts and actions, then tabs: its school entries (a
 * sport contest), the leaderboard (drawn by `BoardView`, computed at once), the votes (Void a
 * fan's) and the rewards.
 */
export function ConsoleContestPage({ BoardView }: { BoardView: BoardView }) {
  const { id = '' } = useParams();
  const query = useConsoleContest(id);
  const [tab, setTab] = useState<string | null>(null);
  if (query.isPending) return <ContentSkeleton rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        title={t.detailLoadFailed}
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  const { contest, schools, rewards } = query.data;
  const sport = contest.kind === 'sport';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={CONSOLE_PATHS.contests} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t.backToList}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>
            {t.contestNumber(contest.number)} {contest.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t.kinds[contest.kind]}</Badge>
            <Badge variant="light" color={contest.status === 'active' ? 'green' : 'gray'}>
              {CONTEST_STATUS_LABELS[contest.status]}
            </Badge>
            {contest.sport && <Badge variant="outline">{contest.sport}</Badge>}
          </Group>
        </Stack>
        <ContestActions contest={contest} />
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label={t.organizer}>
            {contest.organizerName} · {contest.organizerEmail}
          </Fact>
          <Fact label={t.dates}>
            {formatDate(contest.startDate)} – {formatDate(contest.endDate)}
          </Fact>
          {contest.buyingEndDate && (
            <Fact label={t.fields.buyingEndDate}>{formatDate(contest.buyingEndDate)}</Fact>
          )}
          <Fact label={t.fields.rounds}>{t.round(contest.currentRound, contest.rounds)}</Fact>
        </SimpleGrid>
        {contest.description && (
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {contest.description}
          </Text>
        )}
      </Paper>
      <Tabs value={tab ?? (sport ? 'schools' : 'board')} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {sport && <Tabs.Tab value="schools">{t.tabs.schools}</Tabs.Tab>}
          <Tabs.Tab value="board">{t.tabs.board}</Tabs.Tab>
          <Tabs.Tab value="votes">{t.tabs.votes}</Tabs.Tab>
          <Tabs.Tab value="rewards">{t.tabs.rewards}</Tabs.Tab>
        </Tabs.List>
        {sport && (
          <Tabs.Panel value="schools" pt="md">
            <SchoolEntries contestId={contest.id} schools={schools} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="board" pt="md">
          <Board contestId={contest.id} View={BoardView} />
        </Tabs.Panel>
        <Tabs.Panel value="votes" pt="md">
          <VotesPanel contestId={contest.id} />
        </Tabs.Panel>
        <Tabs.Panel value="rewards" pt="md">
          <RewardsPanel contest={contest} rewards={rewards} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
