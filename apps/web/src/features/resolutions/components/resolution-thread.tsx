import {
  RESOLUTION_MESSAGE_MAX_LENGTH,
  type TResolutionMessage,
  type TResolutionThread,
  resolutionsTexts as t,
  ZResolutionMessageRequest,
} from '@fhp/domain';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { type ResolutionSide, useSendResolutionMessage } from '../api/resolutions-api';
import classes from './resolution-thread.module.css';

/** Who wrote a message, as the viewer reads it: their own side is 'You'. */
function senderLabel(side: ResolutionSide, message: TResolutionMessage): string {
  if (message.from === side) return t.you;
  // The spec: on the athlete's screen every message the athlete did not send is Admin's.
  return message.from === 'admin' ? t.admin : t.athleteSide;
}

function Bubble({
  label,
  text,
  own,
  pending,
  time,
}: {
  label: string;
  text: string;
  own: boolean;
  pending?: boolean;
  time: string;
}) {
  return (
    <li
      className={classes.bubble}
      data-own={own || undefined}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={700} c={own ? 'blue.8' : 'dark.4'}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      </Group>
      {/* Text, never HTML: React escapes it, and no markup is ever parsed from a message. */}
      <Text size="sm" className={classes.text} data-testid="resolution-message-text">
        {text}
      </Text>
    </li>
  );
}

/**
 * A resolution's chat: the messages oldest first, the one being sent marked pending until the
 * server has stored it, and the message box (off once the resolution is closed).
 */
export function ResolutionThread({
  side,
  thread,
  label,
  placeholder,
}: {
  side: ResolutionSide;
  thread: TResolutionThread;
  label: string;
  placeholder: string;
}) {
  const id = thread.resolution.id;
  const send = useSendResolutionMessage(side, id);
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const closed = thread.resolution.status === 'closed';
  // How many messages the thread held when the pending one was sent: a live refetch may bring
  // the stored message before the send's own answer does, and it must not show twice.
  const sentAfter = useRef(0);
  const stored =
    send.isPending &&
    thread.messages
      .slice(sentAfter.current)
      .some((m) => m.from === side && m.message === send.variables);
  const pendingText = send.isPending && !stored ? send.variables : undefined;

  // Keep the newest message in view as messages arrive (live or sent).
  const count = thread.messages.length + (pendingText ? 1 : 0);
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZResolutionMessageRequest.safeParse({ message: draft });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t.messageRequired);
      return;
    }
    setFieldError(null);
    setDraft('');
    sentAfter.current = thread.messages.length;
    send.mutate(parsed.data.message, {
      // Not stored: the text comes back into the box, to send again.
      onError: () => setDraft((current) => current || parsed.data.message),
    });
  };

  return (
    <Stack gap="sm">
      <ul className={classes.log} aria-label={t.threadLabel} aria-live="polite">
        {thread.messages.length === 0 && !pendingText && (
          <Text component="li" size="sm" c="dimmed" ta="center" py="md">
            {t.noMessages}
          </Text>
        )}
        {thread.messages.map((message) => (
          <Bubble
            key={message.id}
            label={senderLabel(side, message)}
            text={message.message}
            own={message.from === side}
            time={formatDateTime(message.createdAt)}
          />
        ))}
        {pendingText && <Bubble label={t.you} text={pendingText} own pending time={t.sending} />}
        <li ref={end} aria-hidden style={{ listStyle: 'none' }} />
      </ul>
      {send.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {send.error.message || t.sendFailed}
        </Alert>
      )}
      {closed ? (
        <Text size="sm" c="dimmed">
          {t.closedHint}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={label}
              placeholder={placeholder}
              rows={2}
              maxLength={RESOLUTION_MESSAGE_MAX_LENGTH}
              value={draft}
              error={fieldError}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
              }}
            />
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t.send}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
