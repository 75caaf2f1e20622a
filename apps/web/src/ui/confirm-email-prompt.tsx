import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useResendConfirmation } from '../lib/email-confirmation';

/**
 * Why a fan must confirm their e-mail address (`message`), with "Send the link again". After a
 * send it says the link went out, or why it did not (the server's message: too many, already
 * confirmed).
 */
export function ConfirmEmailPrompt({
  message,
  resendLabel,
}: {
  message: string;
  resendLabel: string;
}) {
  const resend = useResendConfirmation();
  return (
    <Alert color="yellow" role="status">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resendLabel}
          </Button>
          {resend.isSuccess && (
            <Text size="sm" c="green.8">
              {resend.data.message}
            </Text>
          )}
          {resend.isError && (
            <Text size="sm" c="red.8" role="alert">
              {resend.error.message}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
