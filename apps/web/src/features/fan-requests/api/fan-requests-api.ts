import { fanRequestEndpoints } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** GET /api/fan-requests: my fan call requests, 5 a page, newest first, with Load More. */
export function useFanRequests() {
  return usePagedEndpoint(fanRequestEndpoints.list, queryKeys.fanRequests.list);
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
