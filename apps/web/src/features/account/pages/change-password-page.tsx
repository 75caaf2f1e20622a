import { accountMessages, authMessages, ZChangePasswordRequest } from '@fhp/domain';
import { Alert, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { notifySaved } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { useChangePasswordMutation } from '../api/change-password';

const t = accountMessages;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The signed-in athlete's name, sport | state, athlete ID and e-mail (from /api/me). */
function AccountCard() {
  const { user, athlete } = useSession();
  if (!user) return null;
  const sportState = `${athlete?.sport ?? t.notSet} | ${athlete?.state ?? t.notSet}`;
  return (
    <Card p="lg">
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar color="brand" radius="xl" size="lg" alt="">
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Title order={2} fz="h3">
          {t.accountCardTitle}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label={t.nameLabel} value={user.name} />
        <Detail label={t.sportStateLabel} value={sportState} />
        <Detail
          label={t.athleteIdLabel}
          value={athlete ? String(athlete.athleteNumber) : t.notSet}
        />
        <Detail label={t.emailLabel} value={user.email} />
      </SimpleGrid>
    </Card>
  );
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /admin/change-password: the spec's three rules on the client, the current one on the server. */
export default function ChangePasswordPage() {
  const mutation = useChangePasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordRequest, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (message) => {
        notifySaved(message || authMessages.passwordUpdated);
        form.reset();
        mutation.reset();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
        }
      },
    }),
  );

  const fieldErrors = isApiError(mutation.error) && Object.keys(mutation.error.fields).length > 0;

  return (
    <Stack maw={720} mx="auto" gap="lg">
      <AccountCard />
      <Card p="lg">
        <Group gap="sm" mb="md">
          <IconLock size={22} aria-hidden />
          <Title order={2} fz="h3">
            {t.changePasswordTitle}
          </Title>
        </Group>
        {mutation.error && !fieldErrors && (
          <Alert
            color="red"
            variant="light"
            title={t.updateFailedTitle}
            icon={<IconAlertCircle aria-hidden />}
            mb="md"
            role="alert"
          >
            {mutation.error.message}
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t.currentPasswordLabel}
              autoComplete="current-password"
              required
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label={t.newPasswordLabel}
              description={t.passwordHint}
              autoComplete="new-password"
              required
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordField
              label={t.confirmPasswordLabel}
              autoComplete="new-password"
              required
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                {t.updateButton}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
