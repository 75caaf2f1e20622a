import { emailConfirmationMessages as m } from '@fhp/domain';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmail } from '../api/email-confirmation-api';

/**
 * /fan/confirm-email?token=…: where a confirmation e-mail links. It confirms once on opening and
 * says so, or shows why not (a used or expired link: the fan area sends a new one).
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <Stack maw={560} mx="auto" py="xl" gap="md">
      <Title order={1} size="h2">
        {m.pageTitle}
      </Title>
      {!token ? (
        <Alert color="red" role="alert">
          {m.tokenMissing}
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert color="green" role="status">
          {confirm.data.message}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" role="alert">
          {confirm.error.message}
        </Alert>
      ) : (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text>{m.confirming}</Text>
        </Stack>
      )}
      <Anchor component={Link} to="/fan">
        {m.toFanArea}
      </Anchor>
    </Stack>
  );
}
