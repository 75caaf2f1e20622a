import { PAGE_SIZE, ZFanRequestActionResponse, ZFanRequestsPage } from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/fan-requests: my fan call requests, 5 a page, newest first, with Load More. */
export function useFanRequests() {
  return useInfiniteQuery({
    queryKey: queryKeys.fanRequests.list,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/fan-requests', ZFanRequestsPage, {
        signal,
        query: { limit: PAGE_SIZE, cursor: pageParam },
      }),
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
  return useFanRequestAction((id) =>
    api.post(`/api/fan-requests/${id}/complete`, undefined, ZFanRequestActionResponse),
  );
}

/** DELETE /api/fan-requests/:id: a pending request (completed ones answer 409). */
export function useDeleteFanRequest() {
  return useFanRequestAction((id) =>
    api.delete(`/api/fan-requests/${id}`, undefined, ZFanRequestActionResponse),
  );
}
