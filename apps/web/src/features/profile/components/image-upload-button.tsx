import { IMAGE_MIME_TYPES, profileTexts as t } from '@fhp/domain';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { photoProblem } from '../../../lib/image-file';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { type TProfileImage, useImageMutation } from '../api/profile-api';

/**
 * Change image / Change QR code: PNG, GIF or JPEG up to 1MB, checked here with the server's
 * messages ('File size exceeds 1MB') and again on the server, which deletes the old file.
 */
export function ImageUploadButton({ which, label }: { which: TProfileImage; label: string }) {
  const mutation = useImageMutation(which);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${which}-upload-error`;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem);
    if (problem) return;
    mutation.mutate(file, {
      onSuccess: notifySaved,
      onError: (e) => {
        setError(e.message);
        notifyFailed(e);
      },
    });
  };

  return (
    <Stack gap={4} align="center">
      <FileButton onChange={choose} accept={IMAGE_MIME_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="sm"
            loading={mutation.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
            aria-describedby={error ? errorId : undefined}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {error ? (
        <Text size="sm" c="red.8" role="alert" id={errorId} ta="center">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          {t.imageHint}
        </Text>
      )}
    </Stack>
  );
}
