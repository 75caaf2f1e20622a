import { inboxEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The inbox's unread count for the shell's top bar and menu badge. Refreshed live: every
 * 'admin-notification.changed' event invalidates the inbox's keys, this one among them.
 */
export function useInboxUnread(): number | undefined {
  const query = useQuery({
    queryKey: queryKeys.console.inboxSummary,
    queryFn: ({ signal }) => callApi(inboxEndpoints.summary, {}, { signal }),
  });
  return query.data?.unread;
}
