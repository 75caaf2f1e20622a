import { isVerificationKind, verificationMessages as t } from '@fhp/domain';
import {
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter, IconShieldX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useVerification } from '../api/verification-api';
import { LicenseStatus } from '../components/license-status';
import { PageQrCode } from '../components/page-qr-code';
import { PurchaseTable } from '../components/purchase-table';
import classes from './verification-page.module.css';

/**
 * /verify/<kind>/<id>: the purchase record behind a badge (or 'This Badge not found'), whether
 * its display license is active, and a printable sheet with the page's QR code.
 */
export default function VerificationPage() {
  const { kind = '', id = '' } = useParams();
  const known = isVerificationKind(kind);
  usePageTitle(known ? `${t.title}: ${t.kindTitles[kind]}` : t.title);
  const query = useVerification(kind, id);
  const missing = !known || (isApiError(query.error) && query.error.status === 404);
  const url = typeof window === 'undefined' ? '' : window.location.href;

  return (
    <Container size="sm">
      <Paper p={{ base: 'md', sm: 'xl' }} className={classes.sheet}>
        <Stack gap="lg">
          <Stack gap={6}>
            {known && (
              <Badge variant="light" size="lg" className={classes.kind}>
                {t.kindTitles[kind]}
              </Badge>
            )}
            <Title order={1}>{t.title}</Title>
            {!missing && <Text c="dimmed">{t.intro}</Text>}
          </Stack>

          {missing ? (
            <EmptyState
              icon={<IconShieldX size={26} aria-hidden />}
              title={t.notFound}
              message={t.notFoundHint}
              action={
                <Button component={Link} to="/home" variant="light" mt="sm">
                  {t.goHome}
                </Button>
              }
            />
          ) : query.isError ? (
            <ErrorState message={t.loadError} onRetry={() => query.refetch()} />
          ) : !query.data ? (
            <Stack gap="sm" aria-busy="true">
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <Skeleton key={n} h={36} />
              ))}
            </Stack>
          ) : (
            <>
              <PurchaseTable purchase={query.data} />
              <Divider />
              <Group justify="space-between" align="flex-start" gap="xl">
                <div className={classes.license}>
                  <LicenseStatus license={query.data.license} kind={query.data.kind} />
                </div>
                <Stack gap={6} align="center" className={classes.qr}>
                  <Text size="sm" fw={600}>
                    {t.qrTitle}
                  </Text>
                  <PageQrCode url={url} />
                </Stack>
              </Group>
              <Group justify="flex-end" className={classes.noPrint}>
                <Button
                  leftSection={<IconPrinter size={18} aria-hidden />}
                  onClick={() => window.print()}
                >
                  {t.print}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
