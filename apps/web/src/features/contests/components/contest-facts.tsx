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
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {CONTEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Dates, organizer, sport and rounds, after the status, as one wrapping line. */
export function ContestFacts({ contest }: { contest: TContestSummary }) {
  const facts = [
    t.dates(contestDay(contest.startDate), contestDay(contest.endDate)),
    t.organizer(contest.organizerName),
    contest.sport ? t.sport(contest.sport) : null,
    t.round(contest.currentRound, contest.rounds),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ContestStatusBadge status={contest.status} />
      <Text size="sm" c="dimmed">
        {facts.join(' · ')}
      </Text>
    </Group>
  );
}
