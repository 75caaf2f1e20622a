import {
  MODERATION_KIND_LABELS,
  MODERATION_KINDS,
  MODERATION_STATE_LABELS,
  MODERATION_STATES,
  type TModerationItem,
  type TModerationKind,
  type TModerationState,
  moderationTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileText, IconPhotoCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { PagedTable } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import { useDecideItem, useModerationQueue } from '../api/moderation-api';
import { HideDialog } from '../components/hide-dialog';

const [ITEM, KIND, ATHLETE, PUBLISHED, STATE] = t.columns;
const STATE_COLOR: Record<TModerationState, string> = {
  pending: 'yellow',
  reviewed: 'green',
  hidden: 'red',
};

function Row({ item, onHide }: { item: TModerationItem; onHide: () => void }) {
  const decide = useDecideItem();
  const pending = item.state === 'pending';
  return (
    <Table.Tr>
      <Table.Td data-label={ITEM}>
        {item.previewUrl ? (
          <Anchor href={item.previewUrl} target="_blank" rel="noopener" aria-label={t.preview}>
            <Image
              src={item.previewUrl}
              alt=""
              w={56}
              h={56}
              fit="cover"
              radius="sm"
              loading="lazy"
            />
          </Anchor>
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconFileText size={20} aria-hidden />
            <Text size="sm" className={classes.wrap}>
              {item.title ?? t.noPreview}
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td data-label={KIND}>{MODERATION_KIND_LABELS[item.kind]}</Table.Td>
      <Table.Td data-label={ATHLETE} className={classes.wrap}>
        {item.athlete.athleteNumber ? (
          <Anchor href={`/athletes/${item.athlete.athleteNumber}`} target="_blank" size="sm">
            {item.athlete.name}
          </Anchor>
        ) : (
          item.athlete.name
        )}
      </Table.Td>
      <Table.Td data-label={PUBLISHED} data-nowrap>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </Table.Td>
      <Table.Td data-label={STATE} className={classes.wrap}>
        <Badge variant="light" color={STATE_COLOR[item.state]}>
          {MODERATION_STATE_LABELS[item.state]}
        </Badge>
        {item.decidedBy && (
          <Text size="xs" c="dimmed">
            {t.reviewedBy(item.decidedBy)}
          </Text>
        )}
        {item.reason && (
          <Text size="xs" c="dimmed">
            {item.reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-actions>
        {pending && (
          <RowActions>
            <Button
              size="xs"
              variant="default"
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: item.id })}
            >
              {t.markReviewed}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={onHide}>
              {t.hide}
            </Button>
          </RowActions>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /console/moderation: published images and posts to review; mark reviewed or hide with a reason. */
export default function ConsoleModerationPage() {
  const [kind, setKind] = useState<string | null>(null);
  const [state, setState] = useState<string | null>('pending');
  const [hiding, setHiding] = useState<string | null>(null);
  const query = useModerationQueue({
    kind: (kind ?? undefined) as TModerationKind | undefined,
    state: (state ?? undefined) as TModerationState | undefined,
  });
  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} intro={t.intro} />
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={t.kindLabel}
            placeholder={t.allKinds}
            data={MODERATION_KINDS.map((k) => ({ value: k, label: MODERATION_KIND_LABELS[k] }))}
            value={kind}
            onChange={setKind}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={t.stateLabel}
            placeholder={t.allStates}
            data={MODERATION_STATES.map((s) => ({ value: s, label: MODERATION_STATE_LABELS[s] }))}
            value={state}
            onChange={setState}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      </Paper>
      <PagedTable
        query={query}
        label={t.tableLabel}
        loadFailed={t.loadFailed}
        empty={{ message: t.empty, icon: <IconPhotoCheck size={26} aria-hidden /> }}
        columns={t.columns.slice(0, 5)}
        actionsColumn=""
        renderRow={(item) => <Row key={item.id} item={item} onHide={() => setHiding(item.id)} />}
      />
      <HideDialog id={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
