import { ZConsentConfirmResponse } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/consents/:id/confirm, once per page load. A query (not an effect) so a re-render
 * or React's development double mount never sends a second confirmation; not retried, since
 * the server's answer (confirmed, already confirmed, missing) is final.
 */
export function useConfirmConsent(id: string) {
  return useQuery({
    queryKey: queryKeys.consent.confirm(id),
    queryFn: () =>
      api.post(
        `/api/consents/${encodeURIComponent(id)}/confirm`,
        undefined,
        ZConsentConfirmResponse,
      ),
    enabled: id !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
