import { type MantineSpacing, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentSkeleton, type ContentSkeletonProps } from './content-skeleton';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import { LoadMore, type PagedQuery } from './load-more';
import classes from './stacked-table.module.css';

/** The part of a TanStack infinite query over `{ items }` pages that a paged list reads. */
export type PagedListQuery<T> = PagedQuery & {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  refetch: () => unknown;
};

export interface PagedListProps<T> {
  query: PagedListQuery<T>;
  /** The error state's title ('… could not be loaded.'); its text is the error's message. */
  loadFailed: string;
  /** What the list shows when it has nothing in it. */
  empty: EmptyStateProps;
  skeleton?: ContentSkeletonProps;
  /** The Load More button's label (the shell's 'Load More' by default). */
  loadMoreLabel?: string;
}

/**
 * A list paged with Load More: a skeleton while the first page loads, the error with a retry,
 * the empty state, else every loaded page's items (drawn by `children`) and Load More below.
 */
export function PagedList<T>({
  query,
  loadFailed,
  empty,
  skeleton,
  loadMoreLabel,
  children,
}: PagedListProps<T> & { children: (items: T[]) => ReactNode }) {
  if (query.isPending) return <ContentSkeleton {...skeleton} />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        title={loadFailed}
        message={query.error?.message ?? ''}
        onRetry={() => query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <Stack gap="md">
      {children(items)}
      <LoadMore query={query} label={loadMoreLabel} />
    </Stack>
  );
}

export interface PagedTableProps<T> extends PagedListProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The header row, one name a column; each row's cells carry the same name as `data-label`. */
  columns: readonly string[];
  /** A last, right-aligned header over the row's buttons (rows draw a `data-actions` cell). */
  actionsColumn?: ReactNode;
  highlightOnHover?: boolean;
  horizontalSpacing?: MantineSpacing;
  /** One `<Table.Tr>` an item, with its key. */
  renderRow: (item: T, index: number) => ReactNode;
}

/**
 * A paged list drawn as a table with a header row: on phones (below 768px) each row becomes a
 * card whose cells stack with their column name (`stacked-table.module.css`).
 */
export function PagedTable<T>({
  label,
  columns,
  actionsColumn,
  highlightOnHover,
  horizontalSpacing = 'md',
  renderRow,
  ...list
}: PagedTableProps<T>) {
  return (
    <PagedList {...list}>
      {(items) => (
        <Table
          className={classes.table}
          verticalSpacing="sm"
          horizontalSpacing={horizontalSpacing}
          highlightOnHover={highlightOnHover}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
              {actionsColumn !== undefined && (
                <Table.Th scope="col" ta="right">
                  {actionsColumn}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items.map((item, index) => renderRow(item, index))}</Table.Tbody>
        </Table>
      )}
    </PagedList>
  );
}
