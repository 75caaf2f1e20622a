import { notificationEndpoints, notificationsMessages, type TNotificationTab } from '@fhp/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { prefetchPagedEndpoint, usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifyFailed, notifySaved } from '../../../ui/notify';

const t = notificationsMessages;

/**
 * GET /api/notifications/summary: the fan bell's unread count. The same key as the athlete
 * shell's bell, under queryKeys.notifications.all, so the 'notification.created' and
 * 'notification.updated' server events refresh it live.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.notifications.summary,
    queryFn: ({ signal }) => callApi(notificationEndpoints.summary, {}, { signal }),
  });
}

/**
 * GET /api/notifications?tab=: 5 a page, newest first, with Load More. The key sits under
 * queryKeys.notifications.all, so 'notification.created' / 'notification.updated' server events
 * refresh both tabs and the bell live.
 */
export function useNotificationsList(tab: TNotificationTab) {
  return usePagedEndpoint(notificationEndpoints.list, queryKeys.notifications.list(tab), {
    query: { tab },
  });
}

/** The Unread tab's first page, asked for beside /api/me (the page's route `handle`). */
export function prefetchUnreadNotifications(client: QueryClient): void {
  prefetchPagedEndpoint(
    client,
    notificationEndpoints.list,
    queryKeys.notifications.list('unread'),
    {
      query: { tab: 'unread' },
    },
  );
}

/** POST /api/notifications/:id/read: a click on a notification (safe to repeat). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notificationEndpoints.markRead, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/**
 * POST /api/notifications/read-all: the Unread tab's Mark all as read. The confirmation toast is
 * the server's answer (the domain's text); both tabs and the bell refresh (other tabs through the
 * server's 'notification.updated' event).
 */
export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationEndpoints.markAllRead, {}),
    onSuccess: (result) => notifySaved(result.message || t.allMarkedRead),
    onError: (error) => notifyFailed(error.message || t.markReadFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/**
 * POST /api/notifications/:id/email-fan: thanks the buying fan, then the row is deleted. The
 * answer is told here, in the mutation's own callbacks: the row that asked may be gone by then
 * (the server's live event refreshes the list while the e-mail is sent), and callbacks given to
 * `mutate()` by an unmounted row never run, so the toast was lost.
 */
export function useEmailFanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callApi(notificationEndpoints.emailFan, { params: { id } })).message,
    onSuccess: (message) => {
      notifySaved(message || t.emailSent);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
    onError: (error) => notifyFailed(error.message || t.emailFailed),
  });
}
