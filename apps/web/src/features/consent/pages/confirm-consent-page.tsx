import { type TConsentRequest, consentMessages as t } from '@fhp/domain';
import {
  Alert,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconLogin, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useConfirmConsent, useConsent } from '../api/consent-api';

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

/** Who asks (name, level, sport, school, state), and the button that gives the consent. */
function ConsentRequest({
  request,
  onConfirm,
  pending,
  error,
}: {
  request: TConsentRequest;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { athlete } = request;
  const rows: [string, string | null][] = [
    [t.athleteLabel, athlete.name],
    [t.athleteTypeLabel, athlete.athleteType],
    [t.sportLabel, athlete.sport],
    [t.schoolLabel, athlete.school],
    [t.stateLabel, athlete.state],
  ];
  return (
    <Stack gap="md" w="100%">
      <Stack gap={6}>
        <Title order={3} fz="h4">
          {t.askedBy}
        </Title>
        <Text>{t.askIntro(athlete.name)}</Text>
      </Stack>
      <Table withTableBorder verticalSpacing="xs" aria-label={t.askedBy}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%">
                {label}
              </Table.Th>
              <Table.Td>{value ?? t.notGiven}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button
        size="md"
        fullWidth
        leftSection={<IconUserCheck size={20} aria-hidden />}
        loading={pending}
        onClick={onConfirm}
      >
        {t.confirmButton}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t.confirmHint}
      </Text>
    </Stack>
  );
}

/**
 * /confirm-consent?id=: the parent's link. Opening it shows who asks (a read: a link scanner
 * confirms nothing); only the button confirms, and the server logs that click.
 */
export default function ConfirmConsentPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const consent = useConsent(id);
  const confirm = useConfirmConsent(id);
  const notFound = (error: unknown) => isApiError(error) && error.status === 404;
  const missing = id === '' || notFound(consent.error) || notFound(confirm.error);

  let body: ReactNode;
  if (missing) body = <Outcome ok={false} message={t.notFound} />;
  else if (confirm.data)
    body = (
      <Outcome
        ok
        message={confirm.data.message}
        detail={t.confirmedOn(formatDateTime(confirm.data.confirmedAt))}
      />
    );
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
  else if (consent.data.status === 'confirmed')
    body = (
      <Outcome
        ok
        message={t.alreadyConfirmed}
        detail={
          consent.data.confirmedAt
            ? t.confirmedOn(formatDateTime(consent.data.confirmedAt))
            : undefined
        }
      />
    );
  else
    body = (
      <ConsentRequest
        request={consent.data}
        pending={confirm.isPending}
        error={
          confirm.isError
            ? isApiError(confirm.error)
              ? confirm.error.message
              : t.confirmFailed
            : null
        }
        onConfirm={() => confirm.mutate()}
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
