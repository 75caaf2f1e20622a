import {
  CONSOLE_PAGE_SIZE,
  consoleSchoolsEndpoints as endpoints,
  type TInstituteRequestStatus,
  type TSchoolContractRequestStatus,
  type TSchoolContractStatus,
} from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { notifySaved } from '../../../ui/notify';

export function useSchoolRequests(status: TSchoolContractRequestStatus) {
  return usePagedEndpoint(
    endpoints.requests,
    queryKeys.console.schoolsList('requests', { status }),
    {
      query: { status },
      pageSize: CONSOLE_PAGE_SIZE,
      keepPrevious: true,
    },
  );
}

export function useInstituteRequests(status: TInstituteRequestStatus) {
  return usePagedEndpoint(
    endpoints.institutes,
    queryKeys.console.schoolsList('institutes', { status }),
    { query: { status }, pageSize: CONSOLE_PAGE_SIZE, keepPrevious: true },
  );
}

export function useSchoolContracts(status: TSchoolContractStatus) {
  return usePagedEndpoint(
    endpoints.contracts,
    queryKeys.console.schoolsList('contracts', { status }),
    { query: { status }, pageSize: CONSOLE_PAGE_SIZE, keepPrevious: true },
  );
}

/** The id image's address: the browser sends the operator's session cookie with it. */
export const idImageUrl = (id: string) =>
  endpoints.requestImage.path.replace(':id', encodeURIComponent(id));

export type SchoolDecision =
  | { action: 'approve'; id: string }
  | { action: 'decline'; id: string; reason: string }
  | { action: 'add-institute'; id: string }
  | { action: 'decline-institute'; id: string; reason: string };

function decide(d: SchoolDecision): Promise<{ message: string }> {
  const params = { id: d.id };
  switch (d.action) {
    case 'approve':
      return callApi(endpoints.approveRequest, { params });
    case 'decline':
      return callApi(endpoints.declineRequest, { params, body: { reason: d.reason } });
    case 'add-institute':
      return callApi(endpoints.addInstitute, { params });
    case 'decline-institute':
      return callApi(endpoints.declineInstitute, { params, body: { reason: d.reason } });
  }
}

/**
 * One decision on a request. The Schools lists and the inbox (its item is marked read)
 * refresh after, whether it worked or another operator had decided first.
 */
export function useSchoolDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (answer) => notifySaved(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.console.schools }),
        queryClient.invalidateQueries({ queryKey: queryKeys.console.inbox }),
      ]),
  });
}
