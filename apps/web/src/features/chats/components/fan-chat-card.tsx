import { formatCents, type TChatItem, chatsTexts as t } from '@fhp/domain';
import { Anchor, Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatSettlement } from './chat-settlement';
import { ChatStatusBadge } from './chat-status-badge';
import { ChatTime } from './chat-time-cell';
import { RateChat } from './rate-chat';

/** While these last the fan's money is held at the provider, nothing taken yet. */
const HELD = new Set<TChatItem['status']>(['requested', 'accepted', 'settling']);

/** One of the fan's chats: with whom, how long, the price, when, and what the fan can do. */
export function FanChatCard({ chat }: { chat: TChatItem }) {
  const titleId = `chat-${chat.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Anchor
              id={titleId}
              component={Link}
              to={`/athletes/${chat.athleteNumber}`}
              fw={700}
              c="brand.8"
            >
              {t.with(chat.athleteName)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t.minutes(chat.minutes)} · {t.viaChannel(chat.channel)} · {chat.contact}
            </Text>
          </Stack>
          <Group gap="xs">
            <Text fw={800}>{formatCents(chat.priceCents)}</Text>
            <ChatStatusBadge status={chat.status} />
          </Group>
        </Group>
        <ChatTime chat={chat} />
        {chat.note && (
          <Text size="sm" fs="italic" c="dimmed">
            “{chat.note}”
          </Text>
        )}
        {HELD.has(chat.status) && (
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconLock size={12} aria-hidden />}
            w="fit-content"
          >
            {t.heldNote}
          </Badge>
        )}
        {chat.canRate && (
          <>
            <Divider />
            <RateChat chat={chat} />
          </>
        )}
        {chat.settlement && (
          <>
            <Divider />
            <ChatSettlement id={chat.id} settlement={chat.settlement} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
