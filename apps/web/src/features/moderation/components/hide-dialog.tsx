import { MODERATION_REASON_MAX, moderationTexts as t, ZHideBody } from '@fhp/domain';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isApiError } from '../../../lib/api-error';
import { DialogFooter } from '../../../ui/dialog-footer';
import { useDecideItem } from '../api/moderation-api';

function HideForm({ id, onDone }: { id: string; onDone: () => void }) {
  const decide = useDecideItem();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(ZHideBody, { sync: true }),
  });
  const onSubmit = form.onSubmit(({ reason }) =>
    decide.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.fields.reason) form.setErrors(error.fields);
          else onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t.hideText}</Text>
        <Textarea
          label={t.reasonLabel}
          required
          rows={4}
          maxLength={MODERATION_REASON_MAX}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.confirmHide}
          submitting={decide.isPending}
        />
      </Stack>
    </form>
  );
}

/** Hide an item: the reason is required, and the athlete receives it. */
export function HideDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Modal opened={id !== null} onClose={onClose} title={t.hideTitle}>
      {id && <HideForm id={id} onDone={onClose} />}
    </Modal>
  );
}
