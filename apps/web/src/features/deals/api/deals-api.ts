import { ADS_PAGE_SIZE, dealsEndpoints } from '@fhp/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/deals: the active ads, 5 a page with Load More; '' means every category. */
export function useDeals(category: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.deals.list(category),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        dealsEndpoints.list,
        { query: { category: category || undefined, limit: ADS_PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/deals/:id/views: counted once per viewer by the server; the lists then refresh. */
export function useRecordAdView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(dealsEndpoints.recordView, { params: { id } }),
    onSuccess: (result) => {
      if (result.counted) void queryClient.invalidateQueries({ queryKey: queryKeys.deals.all });
    },
  });
}
