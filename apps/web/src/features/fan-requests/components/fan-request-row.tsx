import type { TFanRequestItem } from '@fhp/domain';
import { fanRequestsTexts as t } from '@fhp/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import classes from '../../../ui/stacked-table.module.css';
import { useCompleteFanRequest, useDeleteFanRequest } from '../api/fan-requests-api';

const [NAME, CALLING_ID, TYPE, CREATED_AT, STATUS] = t.columns;

/** One request: Mark as Done and Delete (with 'Are you sure?'); a completed row disables both. */
export function FanRequestRow({ item }: { item: TFanRequestItem }) {
  const complete = useCompleteFanRequest();
  const remove = useDeleteFanRequest();
  const done = item.status === 'completed';
  const busy = complete.isPending || remove.isPending;
  const name = item.fanName || '—';

  const markAsDone = () =>
    complete.mutate(item.id, {
      onSuccess: (message) => notifySaved(message || t.completed),
      onError: notifyFailed,
    });

  const confirmDelete = () =>
    openConfirmDialog({
      title: t.confirmTitle,
      centered: true,
      children: <Text size="sm">{t.confirmText(name)}</Text>,
      labels: { confirm: t.delete, cancel: t.cancel },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: (message) => notifySaved(message || t.deleted),
          onError: notifyFailed,
        }),
    });

  return (
    <Table.Tr data-status={item.status}>
      <Table.Td data-label={NAME} fw={600} className={classes.wrap}>
        {name}
      </Table.Td>
      <Table.Td data-label={CALLING_ID} className={classes.wrap}>
        {item.callTypeValue}
      </Table.Td>
      <Table.Td data-label={TYPE}>{item.callType}</Table.Td>
      <Table.Td data-label={CREATED_AT} data-nowrap>
        <time dateTime={item.createdAt} title={fromNow(item.createdAt)}>
          {formatDateTime(item.createdAt)}
        </time>
      </Table.Td>
      <Table.Td data-label={STATUS} data-nowrap>
        <Badge variant="light" color={done ? 'green' : 'accent'}>
          {t.statusLabels[item.status] ?? item.status}
        </Badge>
      </Table.Td>
      <Table.Td data-actions>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={done || remove.isPending}
            loading={complete.isPending}
            onClick={markAsDone}
            aria-label={t.markAsDoneFor(name)}
          >
            {t.markAsDone}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={done || busy}
            loading={remove.isPending}
            onClick={confirmDelete}
            aria-label={t.deleteFor(name)}
          >
            {t.delete}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
