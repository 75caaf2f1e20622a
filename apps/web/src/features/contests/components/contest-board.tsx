import {
  formatCents,
  type TAthleteBoardRow,
  type TContestBoard,
  type TFanBoardRow,
} from '@fhp/domain';
import { Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useContestBoard } from '../api/contest-board-api';

/**
 * A contest's leaderboard (spec: "an overall fan leaderboard, Round 1 and Round 2, each with
 * athlete detail"): a tab per board; a round's row opens its athlete's detail (votes, badge
 * points, reward). Read when drawn.
 */
export function ContestBoard({ contestId }: { contestId: string }) {
  const query = useContestBoard(contestId);
  if (query.isPending) return <ContentSkeleton rows={5} />;
  if (query.isError) {
    return (
      <ErrorState
        title="The leaderboard could not be loaded."
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <ContestBoardTabs board={query.data} />;
}

/** The boards of an already loaded leaderboard (the console reads its own, at any status). */
export function ContestBoardTabs({ board }: { board: TContestBoard }) {
  return (
    <Tabs defaultValue="fans" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="fans">Fans overall</Tabs.Tab>
        {board.rounds.map((r) => (
          <Tabs.Tab key={r.round} value={`round-${r.round}`}>
            Round {r.round}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="fans" pt="sm">
        <FanBoard rows={board.fans} />
      </Tabs.Panel>
      {board.rounds.map((r) => (
        <Tabs.Panel key={r.round} value={`round-${r.round}`} pt="sm">
          <AthleteBoard rows={r.athletes} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function FanBoard({ rows }: { rows: TFanBoardRow[] }) {
  if (rows.length === 0) return <EmptyState message="No fan has voted or bought a badge yet." />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="Fan leaderboard">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Fan</Table.Th>
            <Table.Th ta="right">Votes</Table.Th>
            <Table.Th ta="right">Badge points</Table.Th>
            <Table.Th ta="right">Total points</Table.Th>
            <Table.Th ta="right">Rewarded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.rank}>
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.fanName}</Table.Td>
              <Table.Td ta="right">{row.votes}</Table.Td>
              <Table.Td ta="right">{row.badgePoints}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {row.points}
              </Table.Td>
              <Table.Td ta="right">{row.rewardCents ? formatCents(row.rewardCents) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AthleteBoard({ rows }: { rows: TAthleteBoardRow[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (rows.length === 0) return <EmptyState message="No athlete is in this round yet." />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="Athlete leaderboard">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Athlete</Table.Th>
            <Table.Th ta="right">Votes</Table.Th>
            <Table.Th ta="right">Total points</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <AthleteLine
              key={row.athleteNumber}
              row={row}
              open={open === row.athleteNumber}
              onToggle={() => setOpen(open === row.athleteNumber ? null : row.athleteNumber)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AthleteLine({
  row,
  open,
  onToggle,
}: {
  row: TAthleteBoardRow;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <Table.Tr>
        <Table.Td>{row.rank}</Table.Td>
        <Table.Td>
          <Text
            component="button"
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            c="blue.8"
            fw={500}
            style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
          >
            {row.athleteName}
          </Text>
        </Table.Td>
        <Table.Td ta="right">{row.votes}</Table.Td>
        <Table.Td ta="right" fw={600}>
          {row.points}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <Text size="sm">
              Athlete ID {row.athleteNumber} · {row.votes} votes · {row.badgePoints} badge points ·{' '}
              {row.rewardCents ? `rewarded ${formatCents(row.rewardCents)}` : 'no reward recorded'}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
