import {
  CONSOLE_USER_NOTE_MAX,
  type TConsoleUserDetail,
  consoleUsersTexts as t,
} from '@fhp/domain';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { notifyFailed } from '../../../ui/notify';

/** Operators' notes on the user: newest first, a form to add one; none is ever edited. */
export function UserNotes({
  notes,
  onAdd,
}: {
  notes: TConsoleUserDetail['notes'];
  onAdd: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onAdd(text.trim());
      setText('');
    } catch (e) {
      notifyFailed(e instanceof Error ? e : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} size="h4">
            {t.notes}
          </Title>
          <Text size="xs" c="dimmed">
            {t.notesHint}
          </Text>
        </Stack>
        <form onSubmit={add}>
          <Stack gap="xs">
            <Textarea
              label={t.noteLabel}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={CONSOLE_USER_NOTE_MAX}
              rows={2}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={busy} disabled={!text.trim()}>
                {t.addNote}
              </Button>
            </Group>
          </Stack>
        </form>
        {notes.recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.notesEmpty}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {notes.recent.map((note) => (
              <Paper key={note.id} component="li" bg="gray.0" p="xs" radius="sm">
                <Text size="xs" c="dimmed">
                  {note.authorEmail} ·{' '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Text>
              </Paper>
            ))}
            {notes.count > notes.recent.length && (
              <Text size="xs" c="dimmed">
                {t.showingNewest(notes.recent.length, notes.count)}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
