import {
  CONSOLE_PAGE_SIZE,
  consoleRequestsEndpoints,
  type TConsoleDecisionInput,
  type TConsoleRequestKind,
  type TConsoleRequestState,
} from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifySaved } from '../../../ui/notify';

export type RequestsFilters = { kind: TConsoleRequestKind; state: TConsoleRequestState | 'all' };

/** GET /api/console/requests: one kind of request by state, newest first. */
export function useConsoleRequests(filters: RequestsFilters) {
  return usePagedEndpoint(consoleRequestsEndpoints.list, queryKeys.console.requestsList(filters), {
    query: filters,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

export function requestsCsvHref(filters: RequestsFilters): string {
  return `${consoleRequestsEndpoints.exportCsv.path}?${new URLSearchParams(filters)}`;
}

/**
 * POST /api/console/requests/:kind/:id/decision. The lists and the inbox (its notification is
 * marked read) refresh after, whether it worked or another operator had decided first.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: TConsoleRequestKind; id: string; body: TConsoleDecisionInput }) =>
      callApi(consoleRequestsEndpoints.decide, {
        params: { kind: input.kind, id: input.id },
        body: input.body,
      }),
    onSuccess: (answer) => notifySaved(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.console.requests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.console.inbox }),
      ]),
  });
}
