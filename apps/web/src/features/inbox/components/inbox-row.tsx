import { type TInboxItem, inboxTexts as t } from '@fhp/domain';
import { Anchor, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, fromNow } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';

const [WHEN, KIND, ABOUT, WHO, STATE] = t.columns;

/** One admin notification: when, what kind, what about (opening it), who, read or not. */
export function InboxRow({
  item,
  onOpen,
  onMarkRead,
  marking,
}: {
  item: TInboxItem;
  /** Opening an unread notification marks it read. */
  onOpen: (item: TInboxItem) => void;
  onMarkRead: (item: TInboxItem) => void;
  marking: boolean;
}) {
  const about = (
    <Text size="sm" fw={item.read ? 400 : 600} span>
      {item.about}
    </Text>
  );
  return (
    <Table.Tr data-unread={item.read ? undefined : true}>
      <Table.Td data-label={WHEN} data-nowrap>
        <time dateTime={item.createdAt} title={fromNow(item.createdAt)}>
          {formatDateTime(item.createdAt)}
        </time>
      </Table.Td>
      <Table.Td data-label={KIND} data-nowrap>
        <Text size="sm" c="dark.4">
          {t.kinds[item.kind] ?? item.kind}
        </Text>
      </Table.Td>
      <Table.Td data-label={ABOUT} className={classes.wrap}>
        {item.href ? (
          <Anchor component={Link} to={item.href} onClick={() => onOpen(item)}>
            {about}
          </Anchor>
        ) : (
          about
        )}
      </Table.Td>
      <Table.Td data-label={WHO} className={classes.wrap}>
        {item.who ?? '—'}
      </Table.Td>
      <Table.Td data-label={STATE} data-nowrap>
        <Group gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <ColorSwatch
              color={item.read ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-red-6)'}
              size={8}
              withShadow={false}
              aria-hidden
            />
            <Text size="sm" fw={item.read ? 400 : 600} c={item.read ? 'dimmed' : 'red.8'}>
              {item.read ? t.read : t.unread}
            </Text>
          </Group>
          {!item.read && (
            <Button
              size="compact-xs"
              variant="default"
              loading={marking}
              onClick={() => onMarkRead(item)}
              aria-label={`${t.markRead}: ${item.about}`}
            >
              {t.markRead}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
