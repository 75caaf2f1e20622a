import { authPageMessages, registrationMessages } from '@fhp/domain';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import { SignUpForm } from '../components/sign-up-form';

const t = registrationMessages;

/** /auth/register: the athlete sign-up. */
export default function RegisterPage() {
  usePageTitle(authPageMessages.registerTitle);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{authPageMessages.registerTitle}</Title>
        <Text c="dimmed">{t.signUpSubtitle}</Text>
      </Stack>
      <Alert
        variant="light"
        color="blue"
        title={t.signUpFeeTitle}
        icon={<IconReceipt2 size={20} />}
      >
        {t.signUpFeeBody}
      </Alert>
      <SignUpForm />
      <Text size="sm" ta="center">
        {t.alreadyHaveAccount}{' '}
        <Anchor component={Link} to="/auth/login" fw={700}>
          {t.loginLink}
        </Anchor>
      </Text>
    </Stack>
  );
}
