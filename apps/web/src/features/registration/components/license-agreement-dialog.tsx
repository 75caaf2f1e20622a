import { ACKNOWLEDGEMENT_LABELS, registrationMessages } from '@fhp/domain';
import { Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { InfoDialog } from './info-dialog';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;
const ACK = 'acknowledgements.agreementAccepted';

/** The License (Brand Ambassador) Agreement summary with its I ACCEPT box. */
export function LicenseAgreement({ form }: { form: SignUpForm }) {
  const [opened, { open, close }] = useDisclosure(false);
  const accepted = form.values.acknowledgements.agreementAccepted;
  const error = form.errors[ACK];
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileText size={18} aria-hidden />}
          onClick={open}
          aria-haspopup="dialog"
        >
          {t.licenseAgreementButton}
        </Button>
        {accepted && (
          <Group gap={4}>
            <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
            <Text size="sm">{t.licenseAgreementAccepted}</Text>
          </Group>
        )}
      </Group>
      {error && !accepted && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <InfoDialog
        opened={opened}
        onClose={close}
        title={t.licenseAgreementTitle}
        hideClose
        actions={<Button onClick={close}>{t.dialogClose}</Button>}
      >
        <Text>{t.licenseAgreementIntro}</Text>
        <Paper withBorder p="md" mah={{ base: 'none', sm: 360 }} style={{ overflowY: 'auto' }}>
          <List spacing="xs" size="sm">
            {t.licenseAgreementSummary.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
        <Checkbox
          label={ACKNOWLEDGEMENT_LABELS.agreementAccepted}
          fw={700}
          key={form.key(ACK)}
          {...form.getInputProps(ACK, { type: 'checkbox' })}
        />
      </InfoDialog>
    </Stack>
  );
}
