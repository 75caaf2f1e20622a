import {
  CONSOLE_PAGE_SIZE,
  moderationEndpoints as endpoints,
  type TModerationKind,
  type TModerationState,
} from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifyFailed, notifySaved } from '../../../ui/notify';

export type ModerationFilters = { kind?: TModerationKind; state?: TModerationState };

/** GET /api/console/moderation: the queue, newest first, by kind and state. */
export function useModerationQueue(filters: ModerationFilters) {
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v != null),
  ) as ModerationFilters;
  return usePagedEndpoint(endpoints.list, queryKeys.console.moderationList(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

/** Mark reviewed, or hide with the reason the athlete reads; a 409 says another operator decided. */
export function useDecideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? callApi(endpoints.review, { params: { id } })
        : callApi(endpoints.hide, { params: { id }, body: { reason } }),
    onSuccess: (result) => notifySaved(result.message),
    onError: (error) => notifyFailed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.console.moderation }),
  });
}
