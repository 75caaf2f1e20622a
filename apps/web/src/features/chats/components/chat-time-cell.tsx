import { type TChatItem, chatsTexts as t } from '@fhp/domain';
import { Stack, Text } from '@mantine/core';
import { formatDateTime, fromNow } from '../../../lib/dates';
import chats from './chats.module.css';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fromNow(iso)} className={chats.when}>
      {formatDateTime(iso)}
    </time>
  );
}

/**
 * When the chat is: its set time once accepted; before that the fan's proposed times, and for
 * a request still waiting, by when the athlete must answer.
 */
export function ChatTime({ chat }: { chat: TChatItem }) {
  if (chat.startsAt) {
    return (
      <Text size="sm" fw={600}>
        <When iso={chat.startsAt} />
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t.proposed}
      </Text>
      {chat.proposedTimes.map((iso) => (
        <Text key={iso} size="sm">
          <When iso={iso} />
        </Text>
      ))}
      {chat.status === 'requested' && chat.answerBy && (
        <Text size="xs" c="accent.9" fw={600}>
          {t.answerBy(formatDateTime(chat.answerBy))}
        </Text>
      )}
    </Stack>
  );
}
