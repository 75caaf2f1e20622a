import { dealsMessages as t } from '@fhp/domain';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface LeaveSiteModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called when Ok is pressed (only possible once the box is ticked). */
  onConfirm: () => void;
}

/** The warning before a vendor's site opens: Ok stays disabled until the reviews box is ticked. */
export function LeaveSiteModal({ opened, onClose, onConfirm }: LeaveSiteModalProps) {
  const [checked, setChecked] = useState(false);
  const close = () => {
    setChecked(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t.leaveTitle} centered>
      <Stack gap="md">
        <Text>{t.leaveText}</Text>
        <Checkbox
          label={t.leaveCheckbox}
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t.leaveCancel}
          </Button>
          <Button
            disabled={!checked}
            onClick={() => {
              onConfirm();
              close();
            }}
          >
            {t.leaveOk}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
