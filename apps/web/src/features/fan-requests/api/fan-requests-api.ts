import { fanRequestEndpoints, PAGE_SIZE } from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/fan-requests: my fan call requests, 5 a page, newest first, with Load More. */
export function useFanRequests() {
  return useInfiniteQuery({
    queryKey: queryKeys.fanRequests.list,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        fanRequestEndpoints.list,
        { query: { limit: PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useFanRequestAction(run: (id: string) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await run(id)).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.fanRequests.all }),
  });
}

/** POST /api/fan-requests/:id/complete: Mark as Done. */
export function useCompleteFanRequest() {
  return useFanRequestAction((id) => callApi(fanRequestEndpoints.complete, { params: { id } }));
}

/** DELETE /api/fan-requests/:id: a pending request (completed ones answer 409). */
export function useDeleteFanRequest() {
  return useFanRequestAction((id) => callApi(fanRequestEndpoints.remove, { params: { id } }));
}
