import { registrationMessages } from '@fhp/domain';
import { Button, List, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { InfoDialog } from './info-dialog';

const t = registrationMessages;

/**
 * The License (Brand Ambassador) Agreement in its own dialog, to read it at full size. Its
 * I ACCEPT box is on the form beside the summary (the agreements section), not in here, so
 * accepting never depends on opening a dialog.
 */
export function LicenseAgreement() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconFileText size={16} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        w="fit-content"
      >
        {t.licenseAgreementButton}
      </Button>
      <InfoDialog opened={opened} onClose={close} title={t.licenseAgreementTitle}>
        <Paper withBorder p="md" mah={{ base: 'none', sm: 360 }} style={{ overflowY: 'auto' }}>
          <List spacing="xs" size="sm">
            {t.licenseAgreementSummary.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
      </InfoDialog>
    </>
  );
}
