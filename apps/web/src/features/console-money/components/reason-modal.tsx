import { consoleMoneyTexts as t } from '@fhp/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * A decision that takes a reason the athlete (or buyer) reads: hold, reject, refund. The reason
 * is required by the server too; its 4xx message is shown here, under the field.
 */
export function ReasonModal({
  opened,
  title,
  text,
  confirmLabel,
  color = 'red',
  pending,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          <Textarea
            label={t.reasonLabel}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            rows={3}
            maxLength={500}
            error={error ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" color={color} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
