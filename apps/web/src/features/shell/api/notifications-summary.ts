import { notificationEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many newest unread notifications the mobile bell dropdown lists. */
export const BELL_PREVIEW_LIMIT = 5;

/**
 * GET /api/notifications/summary for the bell's red dot. Its key sits under
 * queryKeys.notifications.all, so a 'notification.created' server event refreshes it live.
 */
export function useNotificationSummary() {
  return useQuery({
    queryKey: queryKeys.notifications.summary,
    queryFn: ({ signal }) => callApi(notificationEndpoints.summary, {}, { signal }),
  });
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
