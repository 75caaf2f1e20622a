import {
  CHAT_OUTCOME_LABELS,
  CHAT_OUTCOMES,
  formatCents,
  GROUP_CHAT_SEAT_STATUS_LABELS,
  type TFanGroupChatSeat,
  groupChatsTexts as t,
} from '@fhp/domain';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useRateSeat } from '../api/group-chats-api';

const STATUS_COLORS: Record<TFanGroupChatSeat['status'], string> = {
  held: 'teal',
  settling: 'yellow',
  settled: 'blue',
  voided: 'gray',
  failed: 'gray',
};

function Settlement({ settlement }: { settlement: NonNullable<TFanGroupChatSeat['settlement']> }) {
  const rows = [
    [t.price, settlement.priceCents],
    [t.athleteShare, settlement.athleteCents],
    [t.platformShare, settlement.platformCents],
    [t.returned, settlement.returnedCents],
    [t.charged, settlement.chargedCents],
  ] as const;
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={2}
      aria-label={CHAT_OUTCOME_LABELS[settlement.outcome]}
    >
      <Table.Tbody>
        {rows.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={label === t.charged ? 700 : 400}>
              {formatCents(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One of my seats: its state, the rating buttons while the window is open, the settlement. */
export function FanSeatCard({ seat }: { seat: TFanGroupChatSeat }) {
  const rate = useRateSeat();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={seat.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h5">
            {seat.title}
          </Title>
          <Badge variant="light" color={STATUS_COLORS[seat.status]} style={{ flexShrink: 0 }}>
            {GROUP_CHAT_SEAT_STATUS_LABELS[seat.status]}
          </Badge>
        </Group>
        <Text size="sm">
          <Link to={`/athletes/${seat.athleteNumber}`}>{seat.athleteName}</Link>
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(seat.startsAt)} · {t.minutesLong(seat.minutes)} ·{' '}
          {formatCents(seat.priceCents)}
        </Text>
        {seat.canRate && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t.rateLabel}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                ({t.rateBy} {formatDateTime(seat.rateBy)})
              </Text>
            </Text>
            <Group gap="xs">
              {CHAT_OUTCOMES.map((outcome) => (
                <Button
                  key={outcome}
                  size="xs"
                  variant={outcome === 'satisfactory' ? 'filled' : 'light'}
                  disabled={rate.isPending}
                  onClick={() =>
                    rate.mutate(
                      { id: seat.id, outcome },
                      {
                        onSuccess: (result) => notifySaved(result.message),
                        onError: (error) => notifyFailed(error),
                      },
                    )
                  }
                >
                  {CHAT_OUTCOME_LABELS[outcome]}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {seat.settlement && (
          <>
            <Text size="sm">
              {t.ratedAs} <b>{CHAT_OUTCOME_LABELS[seat.settlement.outcome]}</b>
            </Text>
            <Settlement settlement={seat.settlement} />
          </>
        )}
      </Stack>
    </Card>
  );
}
