import { DECLINE_REASON_MAX, consoleSchoolsTexts as t, ZDeclineReason } from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { type SchoolDecision, useSchoolDecision } from '../api/console-schools-api';

export type PendingDecision = {
  kind: 'approve' | 'decline' | 'add-institute' | 'decline-institute';
  id: string;
  school: string;
};

/**
 * Confirms a decision: approving a contract request (what it does is said), adding a school,
 * or declining either with the reason the requester receives by e-mail. The server's refusal
 * (409: decided by another operator, an e-mail of another role) shows in the dialog.
 */
export function DecideDialog({
  pending,
  onClose,
}: {
  pending: PendingDecision;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decision = useSchoolDecision();
  const declining = pending.kind === 'decline' || pending.kind === 'decline-institute';
  const title =
    pending.kind === 'approve'
      ? t.approveTitle(pending.school)
      : pending.kind === 'add-institute'
        ? t.addTitle(pending.school)
        : t.declineTitle(pending.school);

  const submit = () => {
    let input: SchoolDecision;
    if (declining) {
      const parsed = ZDeclineReason.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      input = {
        action: pending.kind as 'decline' | 'decline-institute',
        id: pending.id,
        reason: parsed.data.reason,
      };
    } else {
      input = { action: pending.kind as 'approve' | 'add-institute', id: pending.id };
    }
    setReasonError(null);
    decision.mutate(input, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {pending.kind === 'approve' && <Text size="sm">{t.approveHint}</Text>}
        {pending.kind === 'add-institute' && <Text size="sm">{t.addHint}</Text>}
        {declining && (
          <Textarea
            label={t.reasonLabel}
            withAsterisk
            rows={3}
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
        )}
        {decision.isError && (
          <Alert color="red" role="alert">
            {decision.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button color={declining ? 'red' : 'green'} loading={decision.isPending} onClick={submit}>
            {declining ? t.decline : pending.kind === 'approve' ? t.approve : t.addSchool}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
