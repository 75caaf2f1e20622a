import { shellMessages } from '@fhp/domain';
import { Button, type ButtonProps, Center } from '@mantine/core';

/** The part of an infinite query the button needs (TanStack's useInfiniteQuery result). */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** 'Load More' under a paged list; absent when there is no next page. */
export function LoadMore({
  query,
  variant = 'default',
  label = shellMessages.loadMore,
}: {
  query: PagedQuery;
  variant?: ButtonProps['variant'];
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant={variant}
        onClick={() => query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        {label}
      </Button>
    </Center>
  );
}
