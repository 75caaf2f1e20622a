import {
  RESOLUTION_DESCRIPTION_MAX_LENGTH,
  RESOLUTION_TYPES,
  resolutionsTexts as t,
  ZResolutionRequest,
} from '@fhp/domain';
import {
  Alert,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useOpenResolution, useResolutionContact } from '../api/resolutions-api';

/** The profile's facts the resolution carries: shown, not editable. */
function ContactFields() {
  const contact = useResolutionContact(true);
  if (contact.isPending) return <Skeleton h={120} />;
  if (contact.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {contact.error.message || t.contactFailed}
      </Alert>
    );
  }
  const c = contact.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label={t.nameLabel} value={c.name} readOnly variant="filled" />
      <TextInput
        label={t.athleteIdLabel}
        value={String(c.athleteNumber)}
        readOnly
        variant="filled"
      />
      <TextInput label={t.emailLabel} value={c.email} readOnly variant="filled" />
      <TextInput
        label={t.phoneLabel}
        value={c.phoneNumber ?? t.noPhone}
        readOnly
        variant="filled"
      />
    </SimpleGrid>
  );
}

function AddResolutionForm({ onDone }: { onDone: () => void }) {
  const open = useOpenResolution();
  const form = useForm<{ type: string | null; description: string }>({
    mode: 'uncontrolled',
    initialValues: { type: null, description: '' },
    validate: schemaResolver(ZResolutionRequest, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) =>
    open.mutate(ZResolutionRequest.parse(values), {
      onSuccess: (result) => {
        notifySaved(result.message || t.added);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      },
    }),
  );
  const fieldErrors = isApiError(open.error) && Object.keys(open.error.fields).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {open.error && !fieldErrors && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {open.error.message}
          </Alert>
        )}
        <ContactFields />
        <Select
          label={t.typeLabel}
          placeholder={t.typePlaceholder}
          data={[...RESOLUTION_TYPES]}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          key={form.key('type')}
          {...form.getInputProps('type')}
        />
        <Textarea
          label={t.descriptionLabel}
          placeholder={t.descriptionPlaceholder}
          required
          rows={5}
          resize="vertical"
          maxLength={RESOLUTION_DESCRIPTION_MAX_LENGTH}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.submit}
          submitting={open.isPending}
        />
      </Stack>
    </form>
  );
}

/** Add Resolution: type and description required; name, ID, e-mail and phone read-only. */
export function AddResolutionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.dialogTitle} centered size="lg">
      {opened && <AddResolutionForm onDone={onClose} />}
    </Modal>
  );
}
