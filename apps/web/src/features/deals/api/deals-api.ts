import { ADS_PAGE_SIZE, dealsEndpoints } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** GET /api/deals: the active ads, 5 a page with Load More; '' means every category. */
export function useDeals(category: string) {
  return usePagedEndpoint(dealsEndpoints.list, queryKeys.deals.list(category), {
    query: { category: category || undefined },
    pageSize: ADS_PAGE_SIZE,
    keepPrevious: true,
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
