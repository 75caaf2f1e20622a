import { type TAuditEntry, auditTexts as t } from '@fhp/domain';
import { Anchor, Badge, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, fromNow } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';

const [WHEN, OPERATOR, ACTION, RECORD, NOTE] = t.columns;

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Code block>{value == null ? '—' : JSON.stringify(value, null, 2)}</Code>
    </Stack>
  );
}

/** One console action; Details opens its record before and after. */
export function AuditRow({ entry }: { entry: TAuditEntry }) {
  const [open, setOpen] = useState(false);
  const hasDetails = entry.before != null || entry.after != null;
  return (
    <>
      <Table.Tr>
        <Table.Td data-label={WHEN} data-nowrap>
          <time dateTime={entry.createdAt} title={fromNow(entry.createdAt)}>
            {formatDateTime(entry.createdAt)}
          </time>
        </Table.Td>
        <Table.Td data-label={OPERATOR} className={classes.wrap}>
          {entry.actorEmail}
        </Table.Td>
        <Table.Td data-label={ACTION}>
          <Badge variant="light" color="dark" tt="none" radius="sm">
            {entry.action}
          </Badge>
        </Table.Td>
        <Table.Td data-label={RECORD} className={classes.wrap}>
          <Text size="sm">
            {entry.subjectType}{' '}
            <Text span size="xs" c="dimmed" ff="monospace">
              {entry.subjectId}
            </Text>
          </Text>
          {hasDetails && (
            <Anchor component="button" type="button" size="xs" onClick={() => setOpen((o) => !o)}>
              {open ? t.hideDetails : t.details}
            </Anchor>
          )}
        </Table.Td>
        <Table.Td data-label={NOTE} className={classes.wrap}>
          {entry.note ?? '—'}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Snapshot label={t.before} value={entry.before} />
              <Snapshot label={t.after} value={entry.after} />
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
