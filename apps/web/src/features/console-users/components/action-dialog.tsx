import { consoleUsersTexts as t } from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ActionDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** A text the operator writes (a reason, a message), required when given. */
  field?: { label: string; required: string; maxLength: number };
  confirmLabel: string;
  color?: string;
  /** Runs the action; a rejected promise shows its message in the dialog, which stays open. */
  onConfirm: (text: string) => Promise<unknown>;
}

/**
 * The confirmation of a console action on a user: what it does, the reason or message when it
 * takes one, and the server's message when it refuses (the dialog stays open to fix or cancel).
 */
export function ActionDialog({
  opened,
  onClose,
  title,
  text,
  field,
  confirmLabel,
  color,
  onConfirm,
}: ActionDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setValue('');
      setError(null);
      setFieldError(null);
    }
  }, [opened]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (field && value.trim() === '') {
      setFieldError(field.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(value.trim());
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          {field && (
            <Textarea
              label={field.label}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              maxLength={field.maxLength}
              rows={3}
              required
              data-autofocus
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
            <Button type="submit" color={color} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
