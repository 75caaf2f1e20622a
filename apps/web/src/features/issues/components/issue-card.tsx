import type { TIssueItem } from '@fhp/domain';
import { issuesTexts as t } from '@fhp/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteIssue } from '../api/issues-api';

/** One raised issue: number, status, time and text, with Edit and Delete ('Are you sure?'). */
export function IssueCard({ issue, onEdit }: { issue: TIssueItem; onEdit: () => void }) {
  const remove = useDeleteIssue();

  const confirmDelete = () =>
    openConfirmDialog({
      title: t.confirmTitle,
      centered: true,
      children: <Text size="sm">{t.confirmText(issue.issueNumber)}</Text>,
      labels: { confirm: t.delete, cancel: t.cancel },
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate(issue.id),
    });

  return (
    <Card component="li" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={800}>{t.issueNumber(issue.issueNumber)}</Text>
            <Badge variant="light" color="brand">
              {t.statusLabels[issue.status] ?? issue.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={issue.createdAt} title={formatDateTime(issue.createdAt)}>
              {fromNow(issue.createdAt)}
            </time>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{issue.message}</Text>
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            disabled={remove.isPending}
            aria-label={t.editFor(issue.issueNumber)}
          >
            {t.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            loading={remove.isPending}
            aria-label={t.deleteFor(issue.issueNumber)}
          >
            {t.delete}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
