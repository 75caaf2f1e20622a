import { notificationEndpoints } from '@fhp/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many newest unread notifications the mobile bell dropdown lists. */
export const BELL_PREVIEW_LIMIT = 5;

/**
 * GET /api/notifications/summary for the bell's red dot. Its key sits under
 * queryKeys.notifications.all, so a 'notification.created' server event refreshes it live.
 */
const notificationSummaryQuery = queryOptions({
  queryKey: queryKeys.notifications.summary,
  queryFn: ({ signal }) => callApi(notificationEndpoints.summary, {}, { signal }),
});

export function useNotificationSummary() {
  return useQuery(notificationSummaryQuery);
}

/**
 * Starts the summary with /api/me (the panel layout's route handle): the shell's first render
 * reads it, and a server's preview of a panel page is drawn with it (decision 0039).
 */
export function prefetchNotificationSummary(client: QueryClient): void {
  void client.prefetchQuery(notificationSummaryQuery);
}

/** The newest unread notifications, loaded when the mobile bell dropdown opens. */
export function useBellPreview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.bellPreview,
    queryFn: ({ signal }) =>
      callApi(
        notificationEndpoints.list,
        { query: { tab: 'unread', limit: BELL_PREVIEW_LIMIT } },
        { signal },
      ),
    enabled,
  });
}
