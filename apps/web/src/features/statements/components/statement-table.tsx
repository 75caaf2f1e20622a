import { Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import table from '../../../ui/stacked-table.module.css';

export type StatementColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
};

/** A titled table of the statement (stacked cards below 768px, each cell with its column name). */
export function StatementTable<T>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: T[];
  columns: StatementColumn<T>[];
  rowKey: (row: T) => string;
}) {
  if (!rows.length) return null;
  return (
    <section>
      <Title order={3} fz="h4" mb="xs">
        {title}
      </Title>
      <div className={table.frame}>
        <Table className={table.table} aria-label={title} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} ta={c.numeric ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    data-label={c.header}
                    data-nowrap={c.numeric ? true : undefined}
                    ta={c.numeric ? 'right' : undefined}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
