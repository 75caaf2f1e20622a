import {
  authMessages,
  authPageMessages,
  RESET_FOR_SCHOOL,
  SCHOOL_LOGIN_PATH,
  ZResetPasswordRequest,
} from '@fhp/domain';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { notifySaved } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { usePageTitle } from '../../../ui/use-page-title';
import { useResetPasswordMutation } from '../api/auth-api';

const t = authPageMessages;

function passwordRule(value: string): string | null {
  const result = ZResetPasswordRequest.shape.password.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * /auth/reset-password?token=...: the page the reset e-mail links to (/fan/reset-password for a
 * fan, with the fan area's paths).
 */
export default function ResetPasswordPage({
  loginPath = '/auth/login',
  forgotPath = '/auth/forgot-password',
}: {
  loginPath?: string;
  forgotPath?: string;
}) {
  usePageTitle(t.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A school administrator's link (set-password or reset) says so: their sign-in is the school area's.
  const signInPath = params.get('for') === RESET_FOR_SCHOOL ? SCHOOL_LOGIN_PATH : loginPath;
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: passwordRule,
      confirmPassword: (value, values) =>
        value === values.password ? null : authMessages.passwordsDoNotMatch,
    },
  });

  const onSubmit = form.onSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: (message) => {
          notifySaved(message || authMessages.passwordReset);
          navigate(signInPath, { replace: true });
        },
        onError: (error) => {
          const passwordError = isApiError(error) ? error.fields.password : undefined;
          if (passwordError) form.setFieldError('password', passwordError);
        },
      },
    ),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t.resetTitle}</Title>
        <Text c="dimmed">{token ? t.resetSubtitle : t.resetMissingToken}</Text>
      </Stack>

      {mutation.error && (
        <Alert
          color="red"
          variant="light"
          title={t.resetFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{mutation.error.message}</Text>
            <Anchor component={Link} to={forgotPath} size="sm" fw={600}>
              {t.requestNewLink}
            </Anchor>
          </Stack>
        </Alert>
      )}

      {token ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t.newPasswordLabel}
              autoComplete="new-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={t.confirmPasswordLabel}
              autoComplete="new-password"
              required
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {t.resetButton}
            </Button>
          </Stack>
        </form>
      ) : (
        <Button component={Link} to={forgotPath} size="md">
          {t.requestNewLink}
        </Button>
      )}

      <Anchor component={Link} to={signInPath} size="sm" fw={600}>
        {t.backToLogin}
      </Anchor>
    </Stack>
  );
}
