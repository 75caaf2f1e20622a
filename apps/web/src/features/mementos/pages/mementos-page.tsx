import { athleteRouteTitle, formatCents, type TMemento, mementosMessages as t } from '@fhp/domain';
import { Badge, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { IconPhotoOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntro } from '../../../lib/use-intros';
import { BadgeRowActions, BadgeTable } from '../../../ui/badge-list';
import { ErrorState } from '../../../ui/error-state';
import { IntroTips } from '../../../ui/intro-tips';
import { ManagerRatingDialog } from '../../../ui/manager-rating-dialog';
import { notifySaved } from '../../../ui/notify';
import { PageHeading } from '../../../ui/page-heading';
import { PageLoader } from '../../../ui/page-loader';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDeleteMemento, useMementos, useRateMementoManager } from '../api/mementos-api';
import { MementoDialog } from '../components/memento-dialog';

function MementoRow({
  memento,
  onEdit,
  onRate,
}: {
  memento: TMemento;
  onEdit: () => void;
  onRate: () => void;
}) {
  const remove = useDeleteMemento();
  return (
    <Table.Tr>
      <Table.Td data-label={t.columns.image}>
        {memento.imageUrl ? (
          <Image src={memento.imageUrl} alt="" w={48} h={48} radius="sm" fit="cover" />
        ) : (
          <IconPhotoOff size={20} aria-hidden />
        )}
      </Table.Td>
      <Table.Td data-label={t.columns.title}>
        <Stack gap={2}>
          <Group gap={6}>
            <Text fw={600}>{memento.title}</Text>
            {memento.isGameVideo && (
              <Badge size="sm" variant="light">
                {t.gameVideoBadge}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" className={table.wrap} lineClamp={2}>
            {memento.description}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={t.columns.price}>{formatCents(memento.priceCents)}</Table.Td>
      <Table.Td data-label={t.columns.license}>{t.weeks(memento.licenseWeeks)}</Table.Td>
      <Table.Td data-label={t.columns.sold}>{memento.sold}</Table.Td>
      <Table.Td data-actions>
        <BadgeRowActions
          badge={memento}
          labels={t}
          remove={remove}
          onEdit={onEdit}
          onRate={onRate}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The list, fetched once the tips are behind the athlete. */
function MementoList({
  onEdit,
  onRate,
  onCreate,
}: {
  onEdit: (memento: TMemento) => void;
  onRate: (memento: TMemento) => void;
  onCreate: () => void;
}) {
  const list = useMementos();
  return (
    <BadgeTable
      list={list}
      labels={{ ...t, createBadge: t.create }}
      columns={[
        t.columns.image,
        t.columns.title,
        t.columns.price,
        t.columns.license,
        t.columns.sold,
      ]}
      onCreate={onCreate}
      row={(memento) => (
        <MementoRow
          key={memento.id}
          memento={memento}
          onEdit={() => onEdit(memento)}
          onRate={() => onRate(memento)}
        />
      )}
    />
  );
}

/**
 * /admin/add-mementos: the tips (until Continue, remembered on the server), then the athlete's
 * mementos with Publish, Edit, Delete and Manager Rating (issue 36, item 3).
 */
export default function MementosPage() {
  usePageTitle(athleteRouteTitle('/admin/add-mementos'));
  const intro = useIntro('mementos');
  const [dialog, setDialog] = useState<{ memento: TMemento | null } | null>(null);
  const [rating, setRating] = useState<TMemento | null>(null);
  const rate = useRateMementoManager();

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
      />
    );
  }

  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t.listTitle} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ memento: null })}
        >
          {t.create}
        </Button>
      </Group>
      <div className={table.frame}>
        <MementoList
          onEdit={(memento) => setDialog({ memento })}
          onRate={setRating}
          onCreate={() => setDialog({ memento: null })}
        />
      </div>
      <MementoDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        memento={dialog?.memento ?? null}
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
