import {
  CONTEST_STATUS_LABELS,
  contestBoardShown,
  formatDate,
  contestBrandLabels as l,
  messages,
  type TBrandContestRow,
  VOTE_GETTER_BADGES_MAX,
} from '@fhp/domain';
import { Button, Group, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate as formatDay } from '../../../lib/dates';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import { useBrandContests, useEnroll, useLeave } from '../api/brand-contests-api';
import { BrandVideosDialog } from './brand-videos-dialog';
import { LeaderboardButton } from './leaderboard-button';
import { VoteGetterBadgeDialog } from './vote-getter-badge-dialog';

const m = messages.contests;
const c = l.columns;
const COLUMNS = [
  c.contest,
  c.startDate,
  c.buyingEndDate,
  c.yourStatus,
  c.contestStatus,
  c.createdAt,
] as const;

/** A contest's calendar day (YYYY-MM-DD) as written everywhere, whatever the visitor's zone. */
const day = (isoDay: string) => formatDate(isoDay, 'UTC');

/**
 * The athlete's BRAND AMBASSADOR CONTEST tab (spec part 2, "Contest page"): every
 * brand-ambassador contest, newest first, with Enroll, Leave, Add Video (and the athletes in the
 * videos), Create Badge (vote-getter, at most 5) and, once complete, See leaderBoard. A table on
 * wide screens, stacked cards on phones; Load More.
 */
export function BrandAmbassadorTab() {
  const query = useBrandContests();
  const enroll = useEnroll();
  const leave = useLeave();
  const [dialog, setDialog] = useState<{ kind: 'videos' | 'badge'; contestId: string } | null>(
    null,
  );
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const open = dialog ? rows.find((r) => r.contest.id === dialog.contestId) : undefined;

  const askLeave = (entryId: string) =>
    openConfirmDialog({
      title: l.leave,
      children: <Text size="sm">{m.leaveConfirm}</Text>,
      labels: { confirm: l.leave, cancel: l.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        leave.mutate(entryId, {
          onSuccess: (result) => notifySaved(result.message),
          onError: notifyFailed,
        }),
    });

  const renderRow = (row: TBrandContestRow) => {
    const { contest, entry } = row;
    const active = contest.status === 'active';
    const enrolled = entry?.status === 'enrolled';
    const canChange = enrolled && active;
    return (
      <Table.Tr key={contest.id}>
        <Table.Td data-label={c.contest} className={classes.wrap}>
          <Text size="sm" fw={500}>
            {contest.title}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              #{contest.number}
            </Text>
          </Text>
        </Table.Td>
        <Table.Td data-label={c.startDate} data-nowrap>
          {day(contest.startDate)}
        </Table.Td>
        <Table.Td data-label={c.buyingEndDate} data-nowrap>
          {contest.buyingEndDate ? day(contest.buyingEndDate) : l.noBuyingEnd}
        </Table.Td>
        <Table.Td data-label={c.yourStatus}>
          <Text size="sm" fw={600} c={enrolled ? 'teal.9' : 'gray.7'}>
            {enrolled ? m.enrolledStatus : m.pendingStatus}
          </Text>
          {entry && (
            <Text size="xs" c="dimmed" mt={4}>
              {l.videosCount(entry.videoIds.length)} ·{' '}
              {l.badgesCount(entry.voteGetterBadges, VOTE_GETTER_BADGES_MAX)}
            </Text>
          )}
        </Table.Td>
        <Table.Td data-label={c.contestStatus} data-nowrap>
          {CONTEST_STATUS_LABELS[contest.status]}
        </Table.Td>
        <Table.Td data-label={c.createdAt} data-nowrap>
          <time dateTime={contest.createdAt}>{formatDay(contest.createdAt)}</time>
        </Table.Td>
        <Table.Td data-actions data-label={l.actions}>
          <RowActions>
            {contestBoardShown(contest) && (
              <LeaderboardButton
                contestId={contest.id}
                label={l.seeLeaderboard}
                leftSection={<IconTrophy size={14} aria-hidden />}
              />
            )}
            <Button
              size="xs"
              disabled={Boolean(entry) || !active}
              loading={enroll.isPending && enroll.variables === contest.id}
              onClick={() =>
                enroll.mutate(contest.id, {
                  onSuccess: (result) => notifySaved(result.message),
                  onError: notifyFailed,
                })
              }
            >
              {l.enroll}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={!canChange}
              loading={leave.isPending && leave.variables === entry?.id}
              onClick={() => entry && askLeave(entry.id)}
            >
              {l.leave}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!canChange}
              onClick={() => setDialog({ kind: 'videos', contestId: contest.id })}
            >
              {l.addVideo}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!canChange || (entry?.voteGetterBadges ?? 0) >= VOTE_GETTER_BADGES_MAX}
              title={
                (entry?.voteGetterBadges ?? 0) >= VOTE_GETTER_BADGES_MAX
                  ? m.tooManyBadges
                  : undefined
              }
              onClick={() => setDialog({ kind: 'badge', contestId: contest.id })}
            >
              {l.createBadge}
            </Button>
          </RowActions>
        </Table.Td>
      </Table.Tr>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <VoteGetterInfoButton />
      </Group>
      <div className={classes.frame}>
        <PagedTable
          query={query}
          loadFailed={l.loadFailed}
          empty={{ message: m.noContests, icon: <IconTrophy size={26} aria-hidden /> }}
          label={l.tableLabel}
          columns={COLUMNS}
          actionsColumn={l.actions}
          renderRow={renderRow}
        />
      </div>
      {open?.entry && (
        <>
          <BrandVideosDialog
            entry={open.entry}
            opened={dialog?.kind === 'videos'}
            onClose={() => setDialog(null)}
          />
          <VoteGetterBadgeDialog
            entryId={open.entry.id}
            opened={dialog?.kind === 'badge'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Stack>
  );
}

/** Vote Getter Info: an image (a site setting, the product's own until an operator sets one). */
function VoteGetterInfoButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const { settings } = useSiteSettings();
  return (
    <>
      <Button variant="light" leftSection={<IconInfoCircle size={18} aria-hidden />} onClick={open}>
        {l.voteGetterInfo}
      </Button>
      <Modal opened={opened} onClose={close} title={l.voteGetterInfo} size="lg" centered>
        <Stack gap="sm">
          <Image src={settings.links.voteGetterInfoImage} alt={l.voteGetterInfoAlt} radius="md" />
          <Button variant="default" onClick={close}>
            {l.close}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
