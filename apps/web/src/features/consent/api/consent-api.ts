import { consentEndpoints } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/consents/:id: who asks for the consent and whether it is confirmed. Reading never
 * confirms (a link scanner that opens the page changes nothing); not retried, since a 404 is
 * final.
 */
export function useConsent(id: string) {
  return useQuery({
    queryKey: queryKeys.consent.detail(id),
    queryFn: ({ signal }) => callApi(consentEndpoints.read, { params: { id } }, { signal }),
    enabled: id !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/consents/:id/confirm: the guardian's explicit click, the only way to confirm. */
export function useConfirmConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(consentEndpoints.confirm, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.consent.detail(id) }),
  });
}
