import {
  formatCents,
  groupChatsMessages as m,
  type TAthleteGroupChat,
  groupChatsTexts as t,
} from '@fhp/domain';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useFormatDateTime } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useCancelGroupChat } from '../api/group-chats-api';

function statusOf(chat: TAthleteGroupChat) {
  if (chat.status === 'cancelled') return { label: t.cancelled, color: 'gray' };
  if (new Date(chat.startsAt).getTime() <= Date.now()) return { label: t.past, color: 'blue' };
  return { label: t.scheduled, color: 'teal' };
}

/** One of my group chats: when, seats sold, earnings, and Cancel (after a confirmation). */
export function AthleteGroupChatCard({ chat }: { chat: TAthleteGroupChat }) {
  const formatDateTime = useFormatDateTime();
  const cancel = useCancelGroupChat();
  const status = statusOf(chat);
  const confirmCancel = () =>
    openConfirmDialog({
      title: t.cancelTitle,
      children: <Text size="sm">{m.cancelConfirm}</Text>,
      labels: { confirm: t.cancel, cancel: t.keep },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(chat.id, {
          onSuccess: (result) => notifySaved(result.message),
          onError: (error) => notifyFailed(error),
        }),
    });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={chat.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h5">
            {chat.title}
          </Title>
          <Badge variant="light" color={status.color} style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(chat.startsAt)} · {t.minutesLong(chat.minutes)} ·{' '}
          {formatCents(chat.seatCents)} {t.perSeat}
        </Text>
        <Text size="sm">{t.seatsSold(chat.seatsSold, chat.seats)}</Text>
        <Progress
          value={(chat.seatsSold / chat.seats) * 100}
          aria-label={t.seatsSold(chat.seatsSold, chat.seats)}
        />
        {chat.seatsSettled > 0 && (
          <Text size="sm">
            {t.earned}: <b>{formatCents(chat.earnedCents)}</b>
          </Text>
        )}
        {chat.canCancel && (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={confirmCancel} loading={cancel.isPending}>
              {t.cancel}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
