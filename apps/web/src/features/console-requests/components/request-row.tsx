import {
  type TConsoleDecision,
  type TConsoleRequestItem,
  consoleRequestsTexts as t,
} from '@fhp/domain';
import { Button, ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';

const [WHEN, REQUEST, ASKED_BY, SUPPORT, STATE] = t.columns;
const STATE_COLOR = { pending: 'yellow', approved: 'green', declined: 'red' } as const;

/** One request: what was asked, by whom, its hearts, its state, and Approve / Decline. */
export function RequestRow({
  item,
  highlighted,
  onDecide,
}: {
  item: TConsoleRequestItem;
  /** The request the inbox opened (`?id=`). */
  highlighted: boolean;
  onDecide: (item: TConsoleRequestItem, decision: TConsoleDecision) => void;
}) {
  return (
    <Table.Tr
      id={`request-${item.id}`}
      bg={highlighted ? 'yellow.0' : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Table.Td data-label={WHEN} data-nowrap>
        <time dateTime={item.createdAt} title={fromNow(item.createdAt)}>
          {formatDateTime(item.createdAt)}
        </time>
      </Table.Td>
      <Table.Td data-label={REQUEST} className={classes.wrap}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.details}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={ASKED_BY} className={classes.wrap}>
        <Stack gap={0}>
          <Text size="sm">{item.requesterName ?? '—'}</Text>
          {item.requesterEmail && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.requesterEmail}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label={SUPPORT}>
        {item.support === null ? (
          '—'
        ) : (
          <Group gap={4} wrap="nowrap" title={t.supporters(item.support)}>
            <IconHeart size={14} aria-hidden />
            <Text size="sm" span>
              {item.support}
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td data-label={STATE} className={classes.wrap}>
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <ColorSwatch
              color={`var(--mantine-color-${STATE_COLOR[item.state]}-6)`}
              size={8}
              withShadow={false}
              aria-hidden
            />
            <Text size="sm" fw={600} c={`${STATE_COLOR[item.state]}.9`}>
              {t.states[item.state]}
            </Text>
          </Group>
          {item.decidedBy && (
            <Text size="xs" c="dimmed">
              {t.decidedBy(item.decidedBy)}
              {item.decidedAt ? ` · ${formatDateTime(item.decidedAt)}` : ''}
            </Text>
          )}
          {item.note && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              “{item.note}”
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-actions>
        {item.state === 'pending' && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="green"
              onClick={() => onDecide(item, 'approve')}
              aria-label={`${t.approve}: ${item.title}`}
            >
              {t.approve}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onDecide(item, 'decline')}
              aria-label={`${t.decline}: ${item.title}`}
            >
              {t.decline}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
