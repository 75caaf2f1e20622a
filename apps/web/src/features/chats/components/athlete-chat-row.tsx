import { formatCents, type TChatItem, chatsTexts as t } from '@fhp/domain';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { RowActions } from '../../../ui/row-actions';
import { useDeclineChat } from '../api/chats-api';
import { ChatStatusBadge } from './chat-status-badge';
import { ChatTime } from './chat-time-cell';
import chats from './chats.module.css';

const [FAN, CONTACT, LENGTH, PRICE, TIME, STATUS] = t.columns;

/** One chat a fan booked: Accept (the dialog picks the time) and Decline, while requested. */
export function AthleteChatRow({
  chat,
  onAccept,
}: {
  chat: TChatItem;
  onAccept: (chat: TChatItem) => void;
}) {
  const decline = useDeclineChat();
  const open = chat.status === 'requested';
  const name = chat.fanName || '—';

  const confirmDecline = () =>
    openConfirmDialog({
      title: t.declineTitle,
      centered: true,
      children: <Text size="sm">{t.declineText(name)}</Text>,
      labels: { confirm: t.decline, cancel: t.cancel },
      confirmProps: { color: 'red.9' },
      // mutateAsync: the row may unmount when the list refetches; the promise still settles.
      onConfirm: () =>
        decline
          .mutateAsync(chat.id)
          .then((result) => notifySaved(result.message || t.declined), notifyFailed),
    });

  return (
    <Table.Tr data-status={chat.status}>
      <Table.Td data-label={FAN} className={chats.fan}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {chat.note && (
            <Text size="xs" c="dimmed" fs="italic">
              “{chat.note}”
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label={CONTACT} className={chats.contact}>
        <Stack gap={0}>
          <Text size="sm">{chat.channel}</Text>
          <Text size="sm" c="dimmed">
            {chat.contact}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={LENGTH} data-nowrap>
        {t.minutes(chat.minutes)}
      </Table.Td>
      <Table.Td data-label={PRICE} data-nowrap>
        {formatCents(chat.priceCents)}
      </Table.Td>
      <Table.Td data-label={TIME}>
        <ChatTime chat={chat} />
      </Table.Td>
      <Table.Td data-label={STATUS} data-nowrap>
        <ChatStatusBadge status={chat.status} />
      </Table.Td>
      <Table.Td data-actions>
        <RowActions>
          <Button
            size="compact-sm"
            variant="light"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            disabled={!open || decline.isPending}
            onClick={() => onAccept(chat)}
            aria-label={t.acceptFor(name)}
          >
            {t.accept}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            disabled={!open}
            loading={decline.isPending}
            onClick={confirmDecline}
            aria-label={t.declineFor(name)}
          >
            {t.decline}
          </Button>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}
