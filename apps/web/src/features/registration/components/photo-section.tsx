import { ACKNOWLEDGEMENT_LABELS, IMAGE_MIME_TYPES, registrationMessages } from '@fhp/domain';
import { Checkbox, FileInput, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { photoProblem } from '../../../lib/image-file';
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
 * The photo: its instructions, shown on the form with their box, must be acknowledged before the
 * file control unlocks (not hidden in a dialog: issue 33). PNG, GIF or JPEG up to 1MB, checked here and again on the server.
 * `progress` (0..1) shows the upload while the sign-up is being sent.
 */
export function PhotoSection({ form, progress }: { form: SignUpForm; progress: number | null }) {
  const acknowledged = form.values.acknowledgements.photoInstructions;
  const photo = form.values.photo;
  const preview = usePreviewUrl(photo);

  const choose = (file: File | null) => {
    const problem = file ? photoProblem(file) : null;
    form.setFieldValue('photo', problem ? null : file);
    if (problem) form.setFieldError('photo', problem);
  };

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" component="section" aria-label={t.photoInstructionsTitle}>
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {t.photoInstructionsTitle}
          </Text>
          <Text size="sm">{t.photoInstructionsText}</Text>
          <Checkbox
            label={ACKNOWLEDGEMENT_LABELS.photoInstructions}
            description={acknowledged ? undefined : t.photoInstructionsHint}
            key={form.key('acknowledgements.photoInstructions')}
            {...form.getInputProps('acknowledgements.photoInstructions', { type: 'checkbox' })}
          />
        </Stack>
      </Paper>
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
