import { type TChatItem, chatsTexts as t } from '@fhp/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { chatTimeBounds, readChatTime } from '../../../lib/chat-time';
import { formatDateTime } from '../../../lib/dates';
import { notifySaved } from '../../../ui/notify';
import { useAcceptChat } from '../api/chats-api';

const OTHER = 'other';

/**
 * Accept a request at one of the fan's proposed times (those still ahead) or another within
 * the scheduling window. A refusal stays in the dialog, in the server's words.
 */
export function AcceptChatDialog({
  chat,
  onClose,
}: {
  chat: TChatItem | null;
  onClose: () => void;
}) {
  const accept = useAcceptChat();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const bounds = chatTimeBounds(now);
  const upcoming = (chat?.proposedTimes ?? []).filter((iso) => new Date(iso) > now);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each chat opened
  useEffect(() => {
    setChoice(upcoming[0] ?? OTHER);
    setOther('');
    setError(null);
    accept.reset();
  }, [chat?.id]);

  const submit = () => {
    if (!chat) return;
    const picked = choice === OTHER ? readChatTime(other) : readChatTime(choice);
    if (picked.error !== undefined) return setError(picked.error);
    setError(null);
    accept.mutateAsync({ id: chat.id, startsAt: picked.iso }).then(
      (result) => {
        notifySaved(result.message || t.accepted);
        onClose();
      },
      (failure: Error) => setError(failure.message),
    );
  };

  return (
    <Modal opened={chat !== null} onClose={onClose} title={t.acceptTitle} centered>
      {chat && (
        <Stack gap="md">
          <Text size="sm">{t.acceptIntro}</Text>
          <Radio.Group label={t.proposedLabel} value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {upcoming.map((iso) => (
                <Radio key={iso} value={iso} label={formatDateTime(iso)} />
              ))}
              <Radio value={OTHER} label={t.otherTime} />
            </Stack>
          </Radio.Group>
          {choice === OTHER && (
            <TextInput
              type="datetime-local"
              label={t.startsAtLabel}
              value={other}
              min={bounds.min}
              max={bounds.max}
              onChange={(e) => setOther(e.currentTarget.value)}
              required
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button color="green" onClick={submit} loading={accept.isPending}>
              {t.confirmAccept}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
