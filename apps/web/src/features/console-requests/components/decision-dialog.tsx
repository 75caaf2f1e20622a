import {
  DECISION_NOTE_MAX,
  type TConsoleDecision,
  type TConsoleRequestItem,
  consoleRequestsTexts as t,
  ZConsoleDecision,
} from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useDecideRequest } from '../api/console-requests-api';

/**
 * Confirms a decision on a request, with the note for the athlete (required to decline). The
 * server's message shows in the dialog on a refusal (409: another operator decided first).
 */
export function DecisionDialog({
  item,
  decision,
  onClose,
}: {
  item: TConsoleRequestItem;
  decision: TConsoleDecision;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const decide = useDecideRequest();

  const submit = () => {
    const parsed = ZConsoleDecision.safeParse({ decision, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNoteError(null);
    decide.mutate(
      { kind: item.kind, id: item.id, body: { decision, note } },
      { onSuccess: onClose },
    );
  };

  const hint =
    decision === 'approve' && item.kind === 'city'
      ? t.approveCityHint
      : decision === 'approve' && item.kind === 'sport'
        ? t.approveSportHint
        : null;

  return (
    <Modal opened onClose={onClose} title={t.decideTitle(decision, item.title)} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.details}
        </Text>
        {hint && <Text size="sm">{hint}</Text>}
        <Textarea
          label={t.noteLabel}
          description={decision === 'decline' ? t.noteRequiredHint : t.noteOptional}
          withAsterisk={decision === 'decline'}
          rows={3}
          maxLength={DECISION_NOTE_MAX}
          value={note}
          error={noteError}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        {decide.isError && (
          <Alert color="red" role="alert">
            {decide.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            color={decision === 'approve' ? 'green' : 'red'}
            loading={decide.isPending}
            onClick={submit}
          >
            {decision === 'approve' ? t.approve : t.decline}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
