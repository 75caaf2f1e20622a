import { CONSOLE_PAGE_SIZE, inboxEndpoints, messages, type TInboxFilters } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifyFailed, notifySaved } from '../../../ui/notify';

/** Only the filters that say something ('all' kinds is no kind). */
function active(filters: TInboxFilters): TInboxFilters {
  return { state: filters.state ?? 'all', ...(filters.kind ? { kind: filters.kind } : {}) };
}

/** GET /api/console/inbox: admin notifications, newest first, a console page at a time. */
export function useInbox(filters: TInboxFilters) {
  const query = active(filters);
  return usePagedEndpoint(inboxEndpoints.list, queryKeys.console.inboxList(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

/** The CSV export's address for the same filters. */
export function inboxCsvHref(filters: TInboxFilters): string {
  const params = new URLSearchParams(active(filters) as Record<string, string>);
  return `${inboxEndpoints.exportCsv.path}?${params}`;
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.console.inbox });
}

/** POST /api/console/inbox/:id/read. */
export function useMarkRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: string) => callApi(inboxEndpoints.markRead, { params: { id } }),
    onError: (error) => notifyFailed(error),
    onSettled: refresh,
  });
}

/** POST /api/console/inbox/read-all. */
export function useMarkAllRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: () => callApi(inboxEndpoints.markAllRead, {}),
    onSuccess: () => notifySaved(messages.inbox.allMarkedRead),
    onError: (error) => notifyFailed(error),
    onSettled: refresh,
  });
}
