import {
  CONSOLE_PAGE_SIZE,
  consoleUserEndpoints,
  notificationEndpoints,
  type TConsoleUserFilters,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** Only the filters that say something: an empty field filters nothing. */
export function activeUserFilters(filters: TConsoleUserFilters): TConsoleUserFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
}

/** GET /api/console/users: the search, in name order, a console page at a time. */
export function useConsoleUsers(filters: TConsoleUserFilters) {
  const query = activeUserFilters(filters);
  return usePagedEndpoint(consoleUserEndpoints.list, queryKeys.console.usersList(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

/** The CSV export's address for the same search (a plain download link). */
export function usersCsvHref(filters: TConsoleUserFilters): string {
  const params = new URLSearchParams(activeUserFilters(filters) as Record<string, string>);
  const qs = params.toString();
  return `${consoleUserEndpoints.exportCsv.path}${qs ? `?${qs}` : ''}`;
}

/** GET /api/console/users/:id: the user's page. */
export function useConsoleUser(id: string) {
  return useQuery({
    queryKey: queryKeys.console.user(id),
    queryFn: ({ signal }) => callApi(consoleUserEndpoints.detail, { params: { id } }, { signal }),
  });
}

/** Every action on a user refreshes their page and the lists (a name, a flag, a state). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.console.users });
}

export type UserAction =
  | { kind: 'block'; reason: string }
  | { kind: 'unblock'; reason: string }
  | { kind: 'manager'; isManager: boolean }
  | { kind: 'note'; text: string }
  | { kind: 'message'; message: string };

/** Runs one action on the user; answers the message to show (the server's, or the given one). */
export function useUserAction(id: string, sentMessage: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (action: UserAction): Promise<string> => {
      const params = { id };
      switch (action.kind) {
        case 'block':
          return (
            await callApi(consoleUserEndpoints.block, { params, body: { reason: action.reason } })
          ).message;
        case 'unblock':
          return (
            await callApi(consoleUserEndpoints.unblock, { params, body: { reason: action.reason } })
          ).message;
        case 'manager':
          return (
            await callApi(consoleUserEndpoints.setManager, {
              params,
              body: { isManager: action.isManager },
            })
          ).message;
        case 'note':
          await callApi(consoleUserEndpoints.addNote, { params, body: { text: action.text } });
          return '';
        case 'message':
          await callApi(notificationEndpoints.sendAdminMessage, {
            params: { userId: id },
            body: { message: action.message },
          });
          return sentMessage;
      }
    },
    onSettled: refresh,
  });
}
