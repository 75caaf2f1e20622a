import { formatCents, type TConsoleUserSale } from '@fhp/domain';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';

/** A user's newest sales (buyer column) or purchases (athlete column). */
export function SalesTable({
  rows,
  columns,
  label,
  nobody,
}: {
  rows: readonly TConsoleUserSale[];
  columns: readonly [string, string, string, string];
  label: string;
  /** Who the other side is when there is no account (a visitor, the platform). */
  nobody: string;
}) {
  const [WHEN, KIND, AMOUNT, OTHER] = columns;
  return (
    <Table className={classes.table} aria-label={label} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td data-label={WHEN} data-nowrap>
              <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
            </Table.Td>
            <Table.Td data-label={KIND}>
              <Text size="sm" ff="monospace">
                {row.kind}
              </Text>
            </Table.Td>
            <Table.Td data-label={AMOUNT} data-nowrap>
              {formatCents(row.amountCents)}
            </Table.Td>
            <Table.Td data-label={OTHER} className={classes.wrap}>
              {row.counterpartyName ?? nobody}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
