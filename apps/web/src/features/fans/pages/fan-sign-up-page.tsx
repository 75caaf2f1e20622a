import { FAN_PATHS, keepNameCharacters, safeRedirectPath, fansTexts as t } from '@fhp/domain';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useKnownSession } from '../../../lib/session';
import { notifySaved } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanSignUpMutation } from '../api/fans-api';
import { FanLocationFields } from '../components/fan-location-fields';
import { useFanSignUpForm } from '../components/fan-sign-up-form';

/**
 * /fan/sign-up: a fan account (name, e-mail, password, state and city). The new fan is signed in
 * at once and goes to ?redirect= (the athlete page they came from) or the athlete directory.
 */
export default function FanSignUpPage() {
  usePageTitle(t.signUpTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setUser } = useKnownSession();
  const mutation = useFanSignUpMutation();
  const form = useFanSignUpForm();
  const redirect = safeRedirectPath(params.get('redirect'));

  const name = (path: 'firstName' | 'lastName') => ({
    ...form.getInputProps(path),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, keepNameCharacters(event.currentTarget.value)),
  });

  const onSubmit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ user, message }) => {
        setUser(user);
        notifySaved(message || t.signedUp);
        navigate(redirect ?? FAN_PATHS.findAthletes, { replace: true });
      },
      onError: (error) => {
        // The server's per-field messages (or the taken e-mail) go beside their fields.
        if (!isApiError(error)) return;
        if (error.status === 409) form.setFieldError('email', error.message);
        else form.setErrors(error.fields);
      },
    }),
  );

  const error = mutation.error;
  const emailTaken = isApiError(error) && error.status === 409;
  const loginPath = redirect
    ? `${FAN_PATHS.login}?redirect=${encodeURIComponent(redirect)}`
    : FAN_PATHS.login;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t.signUpTitle}</Title>
        <Text c="dimmed">{t.signUpSubtitle}</Text>
      </Stack>

      {error && (
        <Alert
          color={emailTaken ? 'orange' : 'red'}
          variant="light"
          title={t.signUpFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            {emailTaken && (
              <Anchor component={Link} to={loginPath} size="sm" fw={700}>
                {t.signInLink}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}

      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t.firstNameLabel}
              autoComplete="given-name"
              required
              key={form.key('firstName')}
              {...name('firstName')}
            />
            <TextInput
              label={t.lastNameLabel}
              autoComplete="family-name"
              required
              key={form.key('lastName')}
              {...name('lastName')}
            />
          </SimpleGrid>
          <TextInput
            type="email"
            label={t.emailLabel}
            autoComplete="email"
            inputMode="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t.passwordLabel}
            description={t.passwordHint}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Stack gap={4}>
            <FanLocationFields form={form} />
            <Text size="xs" c="dimmed">
              {t.locationHint}
            </Text>
          </Stack>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={mutation.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t.signUpButton}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t.termsNote}{' '}
            {/* Underlined: a link inside a sentence must not be told apart by colour alone. */}
            <Anchor component={Link} to="/terms-and-conditions" size="xs" underline="always">
              {t.termsLink}
            </Anchor>
          </Text>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        {t.haveAccount}{' '}
        <Anchor component={Link} to={loginPath} fw={700}>
          {t.signInLink}
        </Anchor>
      </Text>
    </Stack>
  );
}
