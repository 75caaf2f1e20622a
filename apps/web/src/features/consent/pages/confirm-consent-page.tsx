import { consentMessages as t } from '@fhp/domain';
import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useConfirmConsent } from '../api/consent-api';

function Outcome({ ok, message, detail }: { ok: boolean; message: string; detail?: string }) {
  return (
    <Stack align="center" gap="xs" role="status">
      <ThemeIcon size={72} radius="xl" variant="light" color={ok ? 'green' : 'red'}>
        {ok ? (
          <IconCircleCheck size={44} aria-hidden data-testid="consent-check" />
        ) : (
          <IconCircleX size={44} aria-hidden data-testid="consent-cross" />
        )}
      </ThemeIcon>
      <Text fw={700} fz="lg" ta="center">
        {message}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** /confirm-consent?id=: the parent's link; confirming happens as the page opens. */
export default function ConfirmConsentPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const consent = useConfirmConsent(id);
  const missing = id === '' || (isApiError(consent.error) && consent.error.status === 404);

  let body: ReactNode;
  if (missing) body = <Outcome ok={false} message={t.notFound} />;
  else if (consent.isPending)
    body = (
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed">{t.checking}</Text>
      </Stack>
    );
  else if (consent.isError)
    body = (
      <ErrorState
        message={isApiError(consent.error) ? consent.error.message : t.loadFailed}
        onRetry={() => consent.refetch()}
      />
    );
  else
    body = (
      <Outcome
        ok
        message={consent.data.message}
        detail={t.confirmedOn(formatDateTime(consent.data.confirmedAt))}
      />
    );

  return (
    <Container size="xs">
      <Paper p={{ base: 'lg', sm: 'xl' }} withBorder radius="md">
        <Stack gap="lg" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} ta="center">
            {t.title}
          </Title>
          <Title order={2} fz="h4" c="dimmed" ta="center">
            {t.reportTitle}
          </Title>
          {body}
          <Button
            component={Link}
            to="/auth/login"
            variant="light"
            leftSection={<IconLogin size={18} aria-hidden />}
          >
            {t.backToLogin}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
