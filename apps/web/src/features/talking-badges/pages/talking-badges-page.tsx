import {
  athleteRouteTitle,
  formatCents,
  managerRatingsMessages,
  type TTalkingBadge,
  talkingBadgesMessages as t,
} from '@fhp/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  List,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPhotoOff, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useIntro } from '../../../lib/use-intros';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
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
  onEdit: (badge: TTalkingBadge) => void;
  onRate: (badge: TTalkingBadge) => void;
  onCreate: () => void;
}) {
  const list = useTalkingBadges();
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
            <Table.Th scope="col">{t.columns.createdAt}</Table.Th>
            <Table.Th scope="col">{t.columns.price}</Table.Th>
            <Table.Th scope="col">{t.columns.previewImage}</Table.Th>
            <Table.Th scope="col">{t.columns.fullVideo}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t.edit}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((badge) => (
            <BadgeRow
              key={badge.id}
              badge={badge}
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
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {t.title}
          </Title>
          {feeNotice && (
            <Text c="dimmed" size="sm">
              {feeNotice}
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
