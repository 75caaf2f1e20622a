import { badgeSalesEndpoints, PAGE_SIZE } from '@fhp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** My badge sales, 5 a page, newest first; each page carries the totals. */
export function useBadgeSales() {
  return useInfiniteQuery({
    queryKey: queryKeys.badgeSales.all,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        badgeSalesEndpoints.list,
        { query: { limit: PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
