import { authMessages, authPageMessages, ZForgotPasswordRequest } from '@fhp/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title';
import { useForgotPasswordMutation } from '../api/auth-api';

const t = authPageMessages;

function BackToLogin({ to }: { to: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t.backToLogin}
    </Anchor>
  );
}

/**
 * /auth/forgot-password (and /fan/forgot-password with the fan area's `loginPath`): asks for a
 * reset e-mail. The server gives the same answer whether or not the address has an account, so
 * the page cannot be used to probe for accounts; it links the e-mail to the account's own area.
 */
export default function ForgotPasswordPage({ loginPath = '/auth/login' }: { loginPath?: string }) {
  usePageTitle(t.forgotTitle);
  const mutation = useForgotPasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordRequest, { sync: true }),
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md" align="flex-start" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconMailCheck size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{mutation.data || authMessages.recoveryEmailSent}</Title>
        <Text c="dimmed">{authMessages.recoveryEmailHint}</Text>
        <Button component={Link} to={loginPath} size="md">
          {t.backToLogin}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t.forgotTitle}</Title>
        <Text c="dimmed">{t.forgotSubtitle}</Text>
      </Stack>

      {mutation.error && (
        <Alert
          color="red"
          variant="light"
          title={t.forgotFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          {mutation.error.message}
        </Alert>
      )}

      <form onSubmit={form.onSubmit(({ email }) => mutation.mutate(email))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t.forgotButton}
          </Button>
        </Stack>
      </form>

      <BackToLogin to={loginPath} />
    </Stack>
  );
}
