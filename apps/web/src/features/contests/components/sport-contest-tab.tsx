import {
  formatDate,
  type TSportContestRow,
  type TSportContestTab,
  sportContestTexts as t,
} from '@fhp/domain';
import { Badge, Button, SegmentedControl, Stack, Table } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import table from '../../../ui/stacked-table.module.css';
import { useParticipate, useSportContests } from '../api/sport-contests-api';
import { HonorBadgeDialog } from './honor-badge-dialog';
import { LeaderboardButton } from './leaderboard-button';
import { SportContestDetailsModal } from './sport-contest-details-modal';

const c = t.columns;
const COLUMNS = [c.contestId, c.startDate, c.endDate, c.yourStatus] as const;
/** A contest's days are calendar days: written as such, whatever the visitor's zone. */
const day = (iso: string) => formatDate(iso, 'UTC');

type Picked = { id: string; number: number };

function ParticipateButton({ row }: { row: TSportContestRow }) {
  const participate = useParticipate();
  const done = row.participated || participate.isSuccess;
  return (
    <Button
      size="xs"
      disabled={done}
      loading={participate.isPending}
      aria-label={`${t.participate}: ${t.details.title(row.number)}`}
      onClick={() =>
        participate.mutate(row.id, {
          onSuccess: (result) => notifySaved(result.message),
          onError: notifyFailed,
        })
      }
    >
      {t.participate}
    </Button>
  );
}

function ContestTable({
  tab,
  onDetails,
  onHonor,
}: {
  tab: TSportContestTab;
  onDetails: (c: Picked) => void;
  onHonor: (c: Picked) => void;
}) {
  const query = useSportContests(tab);
  return (
    <div className={table.frame}>
      <PagedTable
        query={query}
        loadFailed={t.loadFailed}
        empty={{
          message: tab === 'all' ? t.emptyAll : t.emptyCompleted,
          icon: <IconTrophy size={26} aria-hidden />,
        }}
        label={t.tableLabel(tab)}
        columns={COLUMNS}
        actionsColumn={t.actions}
        renderRow={(row: TSportContestRow) => (
          <Table.Tr key={row.id}>
            <Table.Td data-label={c.contestId} data-nowrap>
              {row.number}
            </Table.Td>
            <Table.Td data-label={c.startDate} data-nowrap>
              <time dateTime={row.startDate}>{day(row.startDate)}</time>
            </Table.Td>
            <Table.Td data-label={c.endDate} data-nowrap>
              <time dateTime={row.endDate}>{day(row.endDate)}</time>
            </Table.Td>
            <Table.Td data-label={c.yourStatus}>
              <Badge variant="light" color={row.participated ? 'green' : 'gray'}>
                {row.participated ? t.participated : t.notParticipated}
              </Badge>
            </Table.Td>
            <Table.Td data-actions>
              <RowActions>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${t.viewDetails}: ${t.details.title(row.number)}`}
                  onClick={() => onDetails(row)}
                >
                  {t.viewDetails}
                </Button>
                {tab === 'all' ? (
                  <ParticipateButton row={row} />
                ) : (
                  <>
                    <LeaderboardButton contestId={row.id} label={t.leaderboard} />
                    {/* Only an athlete who participated makes an honor badge (the server says so too). */}
                    <Button
                      size="xs"
                      variant="light"
                      color="grape"
                      disabled={!row.participated}
                      aria-label={`${t.honorBadge}: ${t.details.title(row.number)}`}
                      onClick={() => onHonor(row)}
                    >
                      {t.honorBadge}
                    </Button>
                  </>
                )}
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </div>
  );
}

/**
 * SPORT CONTEST: the contests of the athlete's sport whose entry for their school is accepted,
 * in All Contests (Participate) and Completed Contests (Leaderboard, Honor Badge), each with
 * View Details. 5 a page with Load More.
 */
export function SportContestTab() {
  const [tab, setTab] = useState<TSportContestTab>('all');
  const [details, setDetails] = useState<Picked | null>(null);
  const [honor, setHonor] = useState<Picked | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as TSportContestTab)}
        data={[
          { value: 'all', label: t.allTab },
          { value: 'completed', label: t.completedTab },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <ContestTable key={tab} tab={tab} onDetails={setDetails} onHonor={setHonor} />
      <SportContestDetailsModal contest={details} onClose={() => setDetails(null)} />
      <HonorBadgeDialog contest={honor} onClose={() => setHonor(null)} />
    </Stack>
  );
}
