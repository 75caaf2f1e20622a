import {
  athleteRouteTitle,
  formatCents,
  managerRatingsMessages,
  seasonLabel,
  type TSeasonalBadge,
  seasonalBadgesMessages as t,
} from '@fhp/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconInfoCircle,
  IconPencil,
  IconPlayerPlay,
  IconPlus,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useIntro } from '../../../lib/use-intros';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { useSiteLink } from '../../../lib/use-site-settings';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ExternalButton } from '../../../ui/external-link';
import { IntroTips } from '../../../ui/intro-tips';
import { LoadMore } from '../../../ui/load-more';
import { ManagerRatingDialog } from '../../../ui/manager-rating-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { PageLoader } from '../../../ui/page-loader';
import actions from '../../../ui/row-actions.module.css';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import {
  useBadgeOwner,
  useCaptureSeasonalFee,
  useDeleteSeasonalBadge,
  useRateSeasonalManager,
  useSeasonalBadges,
  useSeasonalQuota,
} from '../api/seasonal-badges-api';
import { InfoCarouselDialog } from '../components/info-carousel-dialog';
import { MySeasonalBadges } from '../components/my-seasonal-badges';
import { SeasonalBadgeDialog } from '../components/seasonal-badge-dialog';

const price = (cents: number | null) => (cents ? formatCents(cents) : t.noPrice);

function BadgeRow({
  badge,
  number,
  onEdit,
  onRate,
}: {
  badge: TSeasonalBadge;
  number: number;
  onEdit: () => void;
  onRate: () => void;
}) {
  const remove = useDeleteSeasonalBadge();
  const confirmDelete = () =>
    openConfirmDialog({
      title: t.delete,
      centered: true,
      children: <Text size="sm">{t.deleteConfirm}</Text>,
      labels: { confirm: t.delete, cancel: t.cancel },
      confirmProps: { color: 'red.9' },
      // mutateAsync: the row unmounts when the list refetches, and mutate's own callbacks would
      // not run then; the promise still settles.
      onConfirm: () =>
        remove.mutateAsync(badge.id).then(
          (result) => notifySaved(result.message),
          (error: Error) => notifyFailed(error.message),
        ),
    });
  const rated = badge.managerRating !== null;
  return (
    <Table.Tr>
      <Table.Td data-label={t.columns.number}>{number}</Table.Td>
      <Table.Td data-label={t.columns.sport} data-nowrap>
        {badge.sport}
      </Table.Td>
      <Table.Td data-label={t.columns.season} className={table.wrap}>
        {seasonLabel(badge)}
      </Table.Td>
      <Table.Td data-label={t.columns.onlinePrice}>{price(badge.videoPriceCents)}</Table.Td>
      <Table.Td data-label={t.columns.qrCodePrice}>{price(badge.qrPriceCents)}</Table.Td>
      <Table.Td data-actions>
        <Group
          gap={6}
          justify="flex-end"
          wrap="wrap"
          preventGrowOverflow={false}
          className={actions.group}
        >
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
          >
            {t.delete}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconStar size={14} aria-hidden />}
            onClick={onRate}
            disabled={!badge.managerEmail || rated}
            title={!badge.managerEmail ? managerRatingsMessages.noManager : undefined}
          >
            {rated ? managerRatingsMessages.rated : managerRatingsMessages.action}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function BadgeList({
  onEdit,
  onRate,
  onCreate,
}: {
  onEdit: (badge: TSeasonalBadge) => void;
  onRate: (badge: TSeasonalBadge) => void;
  onCreate: () => void;
}) {
  const list = useSeasonalBadges();
  if (list.isPending) return <ContentSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        message={t.empty}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
            {t.createBadge}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Table
        className={table.table}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t.tableLabel}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.number}</Table.Th>
            <Table.Th scope="col">{t.columns.sport}</Table.Th>
            <Table.Th scope="col">{t.columns.season}</Table.Th>
            <Table.Th scope="col">{t.columns.onlinePrice}</Table.Th>
            <Table.Th scope="col">{t.columns.qrCodePrice}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t.edit}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((badge, i) => (
            <BadgeRow
              key={badge.id}
              badge={badge}
              number={i + 1}
              onEdit={() => onEdit(badge)}
              onRate={() => onRate(badge)}
            />
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore query={list} />
    </Stack>
  );
}

function Intro({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  const video = useSiteLink('seasonalVideo');
  return (
    <IntroTips
      title={t.introTitle}
      tips={t.tips}
      actions={
        <>
          <ExternalButton
            href={video}
            variant="default"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            {t.playVideo}
          </ExternalButton>
          <Button onClick={onContinue} loading={busy}>
            {t.continue}
          </Button>
        </>
      }
    />
  );
}

/**
 * /admin/seasonal-badges: the intro (until Continue, remembered on the server), then the list
 * with Create / Edit / Delete / Manager Rating, the fee path past the free badges, and My
 * Seasonal Badges by sport.
 */
export default function SeasonalBadgesPage() {
  usePageTitle(athleteRouteTitle('/admin/seasonal-badges'));
  const intro = useIntro('seasonal-badges');
  const session = useSession();
  const owner = useBadgeOwner();
  const quota = useSeasonalQuota();
  const [dialog, setDialog] = useState<{ badge: TSeasonalBadge | null } | null>(null);
  const [rating, setRating] = useState<TSeasonalBadge | null>(null);
  const [info, setInfo] = useState(false);
  const rate = useRateSeasonalManager();
  const capture = useCaptureSeasonalFee();
  const payment = usePaymentReturn(capture, (result) =>
    notifications.show({
      color: result.outcome === 'created' ? 'green' : 'blue',
      message: result.message,
    }),
  );

  const name =
    [owner.data?.firstName, owner.data?.lastName].filter(Boolean).join(' ') ||
    session.user?.name ||
    '';
  const ownerCard = { name, photoUrl: owner.data?.photoUrl ?? null };
  const feeNotice = quota.data && quota.data.nextFeeCents > 0 ? t.feeNotice : null;

  if (intro.seen === undefined) {
    if (intro.query.isError) {
      return (
        <ErrorState message={intro.query.error.message} onRetry={() => intro.query.refetch()} />
      );
    }
    return <PageLoader />;
  }
  if (!intro.seen)
    return <Intro onContinue={() => intro.markSeen.mutate()} busy={intro.markSeen.isPending} />;

  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz="h3">
              {t.title}
            </Title>
            <Tooltip label={t.howItWorks}>
              <ActionIcon variant="subtle" aria-label={t.howItWorks} onClick={() => setInfo(true)}>
                <IconInfoCircle size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          {quota.data && (
            <Text c="dimmed" size="sm" data-testid="seasonal-quota">
              {quota.data.freeLeft > 0 ? t.freeLeft(quota.data.freeLeft) : t.feeNotice}
            </Text>
          )}
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ badge: null })}
        >
          {t.createBadge}
        </Button>
      </Group>
      {payment.mutation.isPending && (
        <Alert color="blue" role="status">
          {t.paymentCapturing}
        </Alert>
      )}
      {payment.mutation.isError && (
        <Alert color="red" role="alert">
          {payment.mutation.error.message}
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
      <div className={table.frame}>
        <BadgeList
          onEdit={(badge) => setDialog({ badge })}
          onRate={setRating}
          onCreate={() => setDialog({ badge: null })}
        />
      </div>
      <Text size="sm" c="dimmed">
        {t.fairUse}
      </Text>
      <MySeasonalBadges owner={ownerCard} />
      <SeasonalBadgeDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        badge={dialog?.badge ?? null}
        owner={ownerCard}
        feeNotice={feeNotice}
      />
      <ManagerRatingDialog
        key={rating?.id ?? 'none'}
        opened={rating !== null}
        onClose={() => setRating(null)}
        managerEmail={rating?.managerEmail ?? ''}
        onSubmit={async (body) => {
          if (!rating) return;
          const result = await rate.mutateAsync({ id: rating.id, body });
          notifySaved(result.message);
        }}
      />
      <InfoCarouselDialog opened={info} onClose={() => setInfo(false)} />
    </Stack>
  );
}
