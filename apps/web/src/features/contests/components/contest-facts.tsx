import {
  CONTEST_STATUS_LABELS,
  formatDate,
  type TContestSummary,
  contestPublicTexts as t,
} from '@fhp/domain';
import { Badge, Group, Text } from '@mantine/core';

/** "5 Mar 2025": a contest's dates are calendar days, written the same everywhere (UTC). */
export const contestDay = (day: string) => formatDate(`${day}T00:00:00Z`, 'UTC');

/** A contest's status as a badge: active in green, the later ones in grey. */
export function ContestStatusBadge({ status }: { status: TContestSummary['status'] }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light">
      {CONTEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Organizer, dates, sport and rounds, on one wrapping line. */
export function ContestFacts({ contest }: { contest: TContestSummary }) {
  return (
    <Group gap="xs" wrap="wrap">
      <ContestStatusBadge status={contest.status} />
      <Text size="sm" c="dimmed">
        {t.dates(contestDay(contest.startDate), contestDay(contest.endDate))}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden>
        ·
      </Text>
      <Text size="sm" c="dimmed">
        {t.organizer(contest.organizerName)}
      </Text>
      {contest.sport && (
        <>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="sm" c="dimmed">
            {t.sport(contest.sport)}
          </Text>
        </>
      )}
      <Text size="sm" c="dimmed" aria-hidden>
        ·
      </Text>
      <Text size="sm" c="dimmed">
        {t.round(contest.currentRound, contest.rounds)}
      </Text>
    </Group>
  );
}
