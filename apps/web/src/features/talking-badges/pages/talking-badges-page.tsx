import {
  athleteRouteTitle,
  formatCents,
  type TTalkingBadge,
  talkingBadgesMessages as t,
} from '@fhp/domain';
import { Anchor, Button, Card, Group, Image, List, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useIntro } from '../../../lib/use-intros';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { BadgeRowActions, BadgeTable, FeePaymentNotices } from '../../../ui/badge-list';
import { ErrorState } from '../../../ui/error-state';
import { IntroTips } from '../../../ui/intro-tips';
import { ManagerRatingDialog } from '../../../ui/manager-rating-dialog';
import { notifySaved } from '../../../ui/notify';
import { PageHeading } from '../../../ui/page-heading';
import { PageLoader } from '../../../ui/page-loader';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import {
  useBadgeOwner,
  useCaptureTalkingFee,
  useDeleteTalkingBadge,
  useRateTalkingManager,
  useTalkingBadges,
  useTalkingQuota,
} from '../api/talking-badges-api';
import { TalkingBadgeDialog } from '../components/talking-badge-dialog';

function Thumb({ url, label }: { url: string | null; label: string }) {
  if (!url) {
    return (
      <Group gap={4} c="dimmed">
        <IconPhotoOff size={16} aria-hidden />
        <Text size="sm">{t.noImage}</Text>
      </Group>
    );
  }
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${t.openFull}`}
    >
      <Image src={url} alt="" w={48} h={48} radius="sm" fit="cover" />
    </Anchor>
  );
}

function BadgeRow({
  badge,
  onEdit,
  onRate,
}: {
  badge: TTalkingBadge;
  onEdit: () => void;
  onRate: () => void;
}) {
  const remove = useDeleteTalkingBadge();
  return (
    <Table.Tr>
      <Table.Td data-label={t.columns.createdAt}>
        <Stack gap={0}>
          <span>{formatDate(badge.createdAt)}</span>
          <Text size="xs" c="dimmed" className={table.wrap}>
            {badge.description}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={t.columns.price}>{formatCents(badge.priceCents)}</Table.Td>
      <Table.Td data-label={t.columns.previewImage}>
        <Thumb url={badge.introducingImageUrl} label={t.columns.previewImage} />
      </Table.Td>
      <Table.Td data-label={t.columns.fullVideo}>
        <Thumb url={badge.appealingImageUrl} label={t.columns.fullVideo} />
      </Table.Td>
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
  onEdit: (badge: TTalkingBadge) => void;
  onRate: (badge: TTalkingBadge) => void;
  onCreate: () => void;
}) {
  const list = useTalkingBadges();
  return (
    <BadgeTable
      list={list}
      labels={{ ...t, actions: t.edit }}
      columns={[t.columns.createdAt, t.columns.price, t.columns.previewImage, t.columns.fullVideo]}
      onCreate={onCreate}
      row={(badge, _index) => (
        <BadgeRow
          key={badge.id}
          badge={badge}
          onEdit={() => onEdit(badge)}
          onRate={() => onRate(badge)}
        />
      )}
    />
  );
}

/**
 * /admin/talking-badges: the tips and template instructions (until Continue, remembered on the
 * server), then the list with Create / Update / Delete / Manager Rating and the fee path past
 * the free talking badges.
 */
export default function TalkingBadgesPage() {
  usePageTitle(athleteRouteTitle('/admin/talking-badges'));
  const intro = useIntro('talking-badges');
  const session = useSession();
  const owner = useBadgeOwner();
  const quota = useTalkingQuota();
  const [dialog, setDialog] = useState<{ badge: TTalkingBadge | null } | null>(null);
  const [rating, setRating] = useState<TTalkingBadge | null>(null);
  const rate = useRateTalkingManager();
  const capture = useCaptureTalkingFee();
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
  if (!intro.seen) {
    return (
      <IntroTips
        title={t.title}
        tips={t.tips}
        actions={
          <Button onClick={() => intro.markSeen.mutate()} loading={intro.markSeen.isPending}>
            {t.continue}
          </Button>
        }
      >
        <Card withBorder radius="lg" p="lg">
          <Title order={3} fz="h4" mb="sm">
            {t.templateTitle}
          </Title>
          <List type="ordered" spacing="xs">
            {t.templateSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Card>
      </IntroTips>
    );
  }

  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t.title}>
          {feeNotice && (
            <Text c="dimmed" size="sm">
              {feeNotice}
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
      <TalkingBadgeDialog
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
    </Stack>
  );
}
