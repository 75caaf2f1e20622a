import {
  ISSUE_MESSAGE_MAX_LENGTH,
  type TIssueItem,
  issuesTexts as t,
  ZIssueRequest,
} from '@fhp/domain';
import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useSaveIssue } from '../api/issues-api';

export type IssueDialogTarget = { mode: 'create' } | { mode: 'edit'; issue: TIssueItem };

function IssueForm({ target, onDone }: { target: IssueDialogTarget; onDone: () => void }) {
  const save = useSaveIssue();
  const editing = target.mode === 'edit';
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { message: editing ? target.issue.message : '' },
    validate: schemaResolver(ZIssueRequest, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      // Validated already: send what the server will store (trimmed).
      { id: editing ? target.issue.id : null, body: ZIssueRequest.parse(values) },
      {
        onSuccess: (result) => {
          notifySaved(result.message || (editing ? t.updated : t.submitted));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            form.setErrors(error.fields);
          }
        },
      },
    ),
  );
  const fieldErrors = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {editing && (
          <Text size="sm" c="dimmed">
            {t.editHint}
          </Text>
        )}
        {save.error && !fieldErrors && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {save.error.message}
          </Alert>
        )}
        <Textarea
          label={t.messageLabel}
          placeholder={t.messagePlaceholder}
          required
          // Not autosize: its resize observer needs APIs jsdom lacks; the user can drag.
          rows={6}
          resize="vertical"
          maxLength={ISSUE_MESSAGE_MAX_LENGTH}
          data-autofocus
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={editing ? t.save : t.submit}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** Raise an Issue / Edit issue: one text, required, checked with the domain schema. */
export function IssueDialog({
  target,
  onClose,
}: {
  target: IssueDialogTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t.editTitle : t.createTitle}
      centered
      size="lg"
    >
      {target && (
        <IssueForm
          key={target.mode === 'edit' ? target.issue.id : 'new'}
          target={target}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
