import { authMessages, authPageMessages, registrationMessages } from '@fhp/domain';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../ui/password-field';
import { feePagePath, useResumeFeeMutation } from '../api/registration-api';

const t = registrationMessages;
const auth = authMessages;

/** A pending athlete whose fee link is lost or expired gets a new one with e-mail and password. */
export function FeeResumeForm() {
  const navigate = useNavigate();
  const resume = useResumeFeeMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : auth.emailRequired),
      password: (v) => (v ? null : auth.passwordRequired),
    },
  });
  const submit = form.onSubmit((values) =>
    resume.mutate(values, {
      onSuccess: ({ feeToken }) => navigate(feePagePath(feeToken), { replace: true }),
    }),
  );
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t.feeResumeTitle}
      </Title>
      <Text c="dimmed">{t.feeResumeIntro}</Text>
      {resume.isError && (
        <Alert
          color="red"
          variant="light"
          title={t.feeResumeFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          {resume.error.message}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={authPageMessages.emailLabel}
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={authPageMessages.passwordLabel}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={resume.isPending}>
            {t.feeResumeButton}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
