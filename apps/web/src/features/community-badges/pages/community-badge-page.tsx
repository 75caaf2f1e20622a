import {
  athleteRouteTitle,
  COMMUNITY_BADGE_FIRST_NUMBER,
  formatCents,
  formatCommunityBadgeNumber,
  type TCommunityBadge,
  communityBadgesMessages as t,
} from '@fhp/domain';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCoin, IconDownload, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useGoToUrl } from '../../../lib/goto-url';
import { useSession } from '../../../lib/session';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { ErrorState } from '../../../ui/error-state';
import { PageHeading } from '../../../ui/page-heading';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/use-page-title';
import {
  communityBadgePdfUrl,
  useBuyCommunityBadge,
  useCaptureCommunityBadge,
  useCommunityBadges,
} from '../api/community-badges-api';
import { CommunityBadgeCard } from '../components/community-badge-card';

const day = (iso: string) => formatDate(iso);

function DownloadPdf({ badge }: { badge: TCommunityBadge }) {
  return (
    <Button
      component="a"
      href={communityBadgePdfUrl(badge.id)}
      download={`FHP_Badge_${badge.badgeNumber}.pdf`}
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      {t.downloadPdf}
    </Button>
  );
}

function MyBadges({ badges }: { badges: TCommunityBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t.myBadges}
      </Title>
      <Stack gap={0} component="ul" role="list" aria-label={t.myBadges} p={0} m={0}>
        {badges.map((badge) => (
          <Group
            key={badge.id}
            component="li"
            aria-label={badge.badgeNumber}
            justify="space-between"
            gap="xs"
            py="xs"
            style={{
              borderTop: '1px solid var(--mantine-color-default-border)',
              listStyle: 'none',
            }}
          >
            <Group gap="md">
              <Text fw={600}>{badge.badgeNumber}</Text>
              <Text c="dimmed">{day(badge.createdAt)}</Text>
              <Text c="dimmed">{formatCents(badge.amountCents)}</Text>
            </Group>
            <DownloadPdf badge={badge} />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /admin/sports-community-badge: buy a badge with money (the price is the server's: $2 for the
 * first, $4 after) or with FHP coin (not yet: 'Coming Soon...'). Back from the checkout the
 * payment is captured and the new badge shows beside a sample, the buy buttons disabled, with
 * the spec's warning and its PDF. Earlier badges stay downloadable below.
 */
export default function CommunityBadgePage() {
  usePageTitle(athleteRouteTitle('/admin/sports-community-badge'));
  const session = useSession();
  const list = useCommunityBadges();
  const buy = useBuyCommunityBadge();
  const goTo = useGoToUrl();
  const [coinOpen, setCoinOpen] = useState(false);
  const [bought, setBought] = useState<TCommunityBadge | null>(null);
  const capture = useCaptureCommunityBadge();
  const payment = usePaymentReturn(capture, (result) => {
    if (result.outcome === 'created') setBought(result.badge);
    notifications.show({
      color: result.outcome === 'created' ? 'green' : 'blue',
      message: result.message,
    });
  });

  if (list.isError) {
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} />;
  }
  if (!list.data) return <PageLoader />;

  // The name and photo as the PDF prints them (the server reads both).
  const name = list.data.athleteName || session.user?.name || '';
  const photoUrl = list.data.photoUrl;
  const busy = payment.mutation.isPending || buy.isPending;
  const buyDisabled = bought !== null || busy;
  const start = () =>
    buy.mutate(undefined, {
      onSuccess: (result) => goTo(result.approveUrl),
      onError: (error) =>
        notifications.show({ color: 'red', message: t.creationFailed(error.message) }),
    });
  const sample = (
    <CommunityBadgeCard
      sample
      name={t.sampleName}
      photoUrl={null}
      badgeNumber={formatCommunityBadgeNumber(COMMUNITY_BADGE_FIRST_NUMBER)}
      date={day(new Date().toISOString())}
    />
  );

  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.title} intro={t.intro} />

      {payment.mutation.isPending && (
        <Alert color="blue" role="status">
          {t.paymentCapturing}
        </Alert>
      )}
      {payment.mutation.isError && (
        <Alert color="red" role="alert">
          {t.creationFailed(payment.mutation.error.message)}
        </Alert>
      )}
      {payment.mutation.data?.outcome === 'pending' && (
        <Alert color="blue" role="status">
          {payment.mutation.data.message}
        </Alert>
      )}
      {payment.cancelled && (
        <Alert color="orange" role="status" withCloseButton onClose={payment.dismissCancelled}>
          {t.paymentCancelled}
        </Alert>
      )}

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm">
            <Button
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              onClick={start}
              disabled={buyDisabled}
              loading={buy.isPending}
            >
              {t.buyWithMoney(formatCents(list.data.nextPriceCents))}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCoin size={18} aria-hidden />}
              onClick={() => setCoinOpen(true)}
              disabled={buyDisabled}
            >
              {t.buyWithCoin}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t.firstPriceNote}
          </Text>
        </Stack>
      </Paper>

      {bought ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
            {t.warning}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t.yourBadge}</Text>
              <CommunityBadgeCard
                name={name}
                photoUrl={photoUrl}
                badgeNumber={bought.badgeNumber}
                date={day(bought.createdAt)}
              />
              <DownloadPdf badge={bought} />
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t.sample}</Text>
              {sample}
            </Stack>
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t.sample}</Text>
          {sample}
        </Stack>
      )}

      <MyBadges badges={list.data.badges} />

      <Modal opened={coinOpen} onClose={() => setCoinOpen(false)} title={t.buyWithCoin} centered>
        <Text>{t.comingSoon}</Text>
      </Modal>
    </Stack>
  );
}
