import { accountNeededTexts as t } from '@fhp/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Purchase } from './purchase';

/**
 * Buy while signed out: why an account is needed, and the fan sign-up and sign-in, both of which
 * bring the visitor back to this athlete with the same item and amount (`paths`, built with the
 * intent in the page's address). `purchase` is null when no item was chosen yet (the pizza money
 * card's sign-in).
 */
export function AccountNeededDialog({
  opened,
  purchase,
  firstName,
  paths,
  onClose,
}: {
  opened: boolean;
  purchase: Purchase | null;
  firstName: string;
  paths: { signIn: string; signUp: string };
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      <Stack gap="md">
        <Text>{t.why(firstName)}</Text>
        <Alert color="blue" variant="light" icon={<IconArrowBackUp aria-hidden />}>
          {purchase ? t.comeBack(purchase.title, purchase.priceCents) : t.comeBackPage}
        </Alert>
        <Stack gap="xs">
          <Button
            component={Link}
            to={paths.signUp}
            size="md"
            fullWidth
            leftSection={<IconUserPlus size={18} aria-hidden />}
            data-autofocus
          >
            {t.createAccount}
          </Button>
          <Button
            component={Link}
            to={paths.signIn}
            variant="default"
            fullWidth
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t.signIn}
          </Button>
          <Button variant="subtle" fullWidth onClick={onClose}>
            {t.notNow}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
