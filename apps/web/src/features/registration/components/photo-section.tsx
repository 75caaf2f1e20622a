import { ACKNOWLEDGEMENT_LABELS, IMAGE_MIME_TYPES, registrationMessages } from '@fhp/domain';
import { Button, Checkbox, FileInput, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { photoProblem } from '../../../lib/image-file';
import { InfoDialog } from './info-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;

function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The photo: its instructions must be acknowledged (in their dialog) before the file control
 * unlocks. PNG, GIF or JPEG up to 1MB, checked here and again on the server.
 * `progress` (0..1) shows the upload while the sign-up is being sent.
 */
export function PhotoSection({ form, progress }: { form: SignUpForm; progress: number | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  const acknowledged = form.values.acknowledgements.photoInstructions;
  const ackError = form.errors['acknowledgements.photoInstructions'];
  const photo = form.values.photo;
  const preview = usePreviewUrl(photo);

  const choose = (file: File | null) => {
    const problem = file ? photoProblem(file) : null;
    form.setFieldValue('photo', problem ? null : file);
    if (problem) form.setFieldError('photo', problem);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button variant="light" onClick={open} aria-haspopup="dialog">
          {t.photoInstructionsButton}
        </Button>
        {acknowledged && (
          <Group gap={4}>
            <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
            <Text size="sm">{t.photoInstructionsDone}</Text>
          </Group>
        )}
      </Group>
      {ackError && !acknowledged && (
        <Text size="sm" c="red.8" role="alert">
          {ackError}
        </Text>
      )}
      <InfoDialog
        opened={opened}
        onClose={close}
        title={t.photoInstructionsTitle}
        hideClose
        actions={<Button onClick={close}>{t.photoInstructionsClose}</Button>}
      >
        <Text>{t.photoInstructionsText}</Text>
        <Checkbox
          label={ACKNOWLEDGEMENT_LABELS.photoInstructions}
          key={form.key('acknowledgements.photoInstructions')}
          {...form.getInputProps('acknowledgements.photoInstructions', { type: 'checkbox' })}
        />
      </InfoDialog>
      <FileInput
        label={t.photoLabel}
        placeholder={t.photoPlaceholder}
        description={acknowledged ? t.photoHint : t.photoLockedHint}
        accept={IMAGE_MIME_TYPES.join(',')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        disabled={!acknowledged}
        fileInputProps={{ disabled: !acknowledged }}
        clearable
        clearButtonProps={{ 'aria-label': t.photoRemove }}
        required
        value={photo}
        onChange={choose}
        error={form.errors.photo}
      />
      {preview && (
        <Image src={preview} alt={t.photoPreviewAlt} w={120} h={120} radius="md" fit="cover" />
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm" id="upload-progress-label">
            {t.uploadProgressLabel} ({Math.round(progress * 100)}%)
          </Text>
          <Progress
            value={progress * 100}
            aria-labelledby="upload-progress-label"
            striped
            animated={progress < 1}
          />
        </Stack>
      )}
    </Stack>
  );
}
