import { FileInput, Group, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { BADGE_IMAGE_TYPES } from '../lib/image-file';

/**
 * One image of a badge form (introducing or appealing): the file input, accepting the badge
 * image types, with a thumbnail of the chosen file or the current image beside it.
 */
export function BadgeImageField({
  label,
  value,
  onChange,
  previewUrl,
  clearLabel,
  error,
  description,
  required,
}: {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The chosen file's object URL, else the stored image's address. */
  previewUrl: string | null;
  /** The clear button's name. */
  clearLabel: string;
  error?: string;
  description?: string;
  required?: boolean;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <FileInput
        label={label}
        required={required}
        accept={BADGE_IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        value={value}
        onChange={onChange}
        error={error}
        description={description}
        style={{ flex: 1, minWidth: 0 }}
      />
      {previewUrl && <Image src={previewUrl} alt={label} w={56} h={56} radius="sm" fit="cover" />}
    </Group>
  );
}
