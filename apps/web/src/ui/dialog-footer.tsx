import { Button, Group } from '@mantine/core';

/**
 * The end of a dialog's form: Cancel, which closes it, then the button that submits the form
 * (spinning while the save runs).
 */
export function DialogFooter({
  cancelLabel,
  onCancel,
  submitLabel,
  submitting,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
