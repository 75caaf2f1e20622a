import { notificationEndpoints, PAGE_SIZE, type TNotificationTab } from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/notifications?tab=: 5 a page, newest first, with Load More. The key sits under
 * queryKeys.notifications.all, so 'notification.created' / 'notification.updated' server events
 * refresh both tabs and the bell live.
 */
export function useNotificationsList(tab: TNotificationTab) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list(tab),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        notificationEndpoints.list,
        { query: { tab, limit: PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/notifications/:id/read: a click on a notification (safe to repeat). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notificationEndpoints.markRead, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** POST /api/notifications/:id/email-fan: thanks the buying fan, then the row is deleted. */
export function useEmailFanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callApi(notificationEndpoints.emailFan, { params: { id } })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
