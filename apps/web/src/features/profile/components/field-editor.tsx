import {
  cancelLabel,
  editLabel,
  saveLabel,
  type TProfileField,
  type TProfileFieldUpdate,
  profileTexts as t,
  ZProfileFieldUpdate,
} from '@fhp/domain';
import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useFieldMutation } from '../api/profile-api';

/**
 * Saves one field: checked first with the domain's rule (the server's own schema and message),
 * then PATCHed; its success message is shown and the editor closes.
 */
export function useSaveField(field: TProfileField, close: () => void) {
  const mutation = useFieldMutation();
  const [error, setError] = useState<string | null>(null);
  const save = (value: unknown) => {
    const parsed = ZProfileFieldUpdate.safeParse({ field, value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    mutation.mutate({ field, value } as TProfileFieldUpdate, {
      onSuccess: (message) => {
        notifySaved(message);
        close();
      },
      onError: (e) => {
        const fieldError = isApiError(e) ? e.fields.value : undefined;
        if (fieldError) setError(fieldError);
        else notifyFailed(e);
      },
    });
  };
  return { save, error, clearError: () => setError(null), pending: mutation.isPending };
}

/** The editor's frame: the input(s), then Save and Cancel; Escape cancels. */
export function EditorForm({
  label,
  onSave,
  onCancel,
  pending,
  children,
}: {
  label: string;
  onSave: () => void;
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={editLabel(label)}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Stack gap="xs">
        {children}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="sm" onClick={onCancel} aria-label={cancelLabel(label)}>
            {t.cancel}
          </Button>
          <Button type="submit" size="sm" loading={pending} aria-label={saveLabel(label)}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
