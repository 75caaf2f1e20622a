import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { ErrorState } from '../../../ui/error-state';

/**
 * A year's statement under its toolbar: the error with a retry, a skeleton until the chosen
 * year's answer is in (the previous year's must not show under the new year), then the content.
 */
export function StatementFrame<T extends { year: number }>({
  query,
  year,
  toolbar,
  loadFailed,
  children,
}: {
  query: UseQueryResult<T, Error>;
  year: number;
  toolbar: ReactNode;
  loadFailed: string;
  children: (statement: T) => ReactNode;
}) {
  const s = query.data;
  return (
    <>
      {toolbar}
      {query.isError ? (
        <ErrorState
          title={loadFailed}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : !s || s.year !== year ? (
        <ContentSkeleton />
      ) : (
        children(s)
      )}
    </>
  );
}
