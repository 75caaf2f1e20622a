import {
  athleteRouteTitle,
  formatCents,
  seasonLabel,
  type TSeasonalBadge,
  seasonalBadgesMessages as t,
} from '@fhp/domain';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useIntro } from '../../../lib/use-intros';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { useSiteLink } from '../../../lib/use-site-settings';
import { BadgeRowActions, BadgeTable, FeePaymentNotices } from '../../../ui/badge-list';
import { ErrorState } from '../../../ui/error-state';
import { ExternalButton } from '../../../ui/external-link';
import { HoverTooltip } from '../../../ui/hover-tooltip';
import { IntroTips } from '../../../ui/intro-tips';
import { ManagerRatingDialog } from '../../../ui/manager-rating-dialog';
import { notifySaved } from '../../../ui/notify';
import { PageHeading } from '../../../ui/page-heading';
import { PageLoader } from '../../../ui/page-loader';
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
        <BadgeRowActions badge={badge} labels={t} remove={remove} onEdit={onEdit} onRate={onRate} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The badges, fetched once the intro is behind the athlete. */
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
  return (
    <BadgeTable
      list={list}
      labels={{ ...t, actions: t.edit }}
      columns={[
        t.columns.number,
        t.columns.sport,
        t.columns.season,
        t.columns.onlinePrice,
        t.columns.qrCodePrice,
      ]}
      onCreate={onCreate}
      row={(badge, index) => (
        <BadgeRow
          key={badge.id}
          badge={badge}
          number={index + 1}
          onEdit={() => onEdit(badge)}
          onRate={() => onRate(badge)}
        />
      )}
    />
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
            siteLink="seasonalVideo"
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
        <PageHeading
          title={t.title}
          titleAction={
            <HoverTooltip label={t.howItWorks}>
              <ActionIcon variant="subtle" aria-label={t.howItWorks} onClick={() => setInfo(true)}>
                <IconInfoCircle size={20} aria-hidden />
              </ActionIcon>
            </HoverTooltip>
          }
        >
          {quota.data && (
            <Text c="dimmed" size="sm" data-testid="seasonal-quota">
              {quota.data.freeLeft > 0 ? t.freeLeft(quota.data.freeLeft) : t.feeNotice}
            </Text>
          )}
        </PageHeading>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ badge: null })}
        >
          {t.createBadge}
        </Button>
      </Group>
      <FeePaymentNotices
        payment={payment}
        labels={{ capturing: t.paymentCapturing, cancelled: t.paymentCancelled }}
      />
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
