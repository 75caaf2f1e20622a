import { registrationMessages } from '@fhp/domain';
import { Button, type ButtonProps, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const t = registrationMessages;

/** Modal props shared by the sign-up dialogs: full screen on phones (below 768px). */
export function useDialogProps(): Pick<ModalProps, 'fullScreen' | 'centered' | 'size'> {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return { fullScreen: phone, centered: true, size: 'lg' };
}

export interface InfoDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra buttons before Close (or instead of it, with `hideClose`). */
  actions?: ReactNode;
  hideClose?: boolean;
}

/** A readable dialog with a title, its content and a Close button. */
export function InfoDialog({
  opened,
  onClose,
  title,
  children,
  actions,
  hideClose,
}: InfoDialogProps) {
  const dialog = useDialogProps();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t.dialogCloseIcon }}
      {...dialog}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          {actions}
          {!hideClose && (
            <Button variant={actions ? 'default' : 'filled'} onClick={onClose}>
              {t.dialogClose}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** A small link-like button beside a field that opens an information dialog. */
export function InfoDialogButton({
  label,
  title,
  children,
  size = 'compact-sm',
}: {
  label: string;
  title: string;
  children: ReactNode;
  size?: ButtonProps['size'];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size={size}
        px={4}
        leftSection={<IconInfoCircle size={16} aria-hidden />}
        // A long label wraps on a phone instead of running out of the form.
        h="auto"
        mih={26}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        onClick={open}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      <InfoDialog opened={opened} onClose={close} title={title}>
        {children}
      </InfoDialog>
    </>
  );
}
