import { registrationMessages } from '@fhp/domain';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const t = registrationMessages;

/**
 * The registration notice after the fee is paid: Continue is enabled only once
 * "I've read the Notice and will comply." is ticked (spec part 1, section 2).
 */
export function RegistrationNoticeModal({
  opened,
  onContinue,
}: {
  opened: boolean;
  onContinue: () => void;
}) {
  const [read, setRead] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={t.registrationNoticeTitle}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      // Short enough for a centred card on phones too, where the toast stays clear of it.
      centered
      size="md"
    >
      <Stack gap="md">
        <Text>{t.registrationNoticeText}</Text>
        <Checkbox
          label={t.registrationNoticeCheckbox}
          checked={read}
          onChange={(event) => setRead(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button disabled={!read} onClick={onContinue}>
            {t.registrationNoticeContinue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
