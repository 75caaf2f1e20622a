import { isVerificationKind, ZVerificationResponse } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const verificationKeys = {
  detail: (kind: string, id: string) => ['verification', kind, id] as const,
};

/**
 * GET /api/verification/:kind/:id. A 404 ('This Badge not found') is an answer, not a failure to
 * retry; an unknown kind is not asked for at all.
 */
export function useVerification(kind: string, id: string) {
  return useQuery({
    queryKey: verificationKeys.detail(kind, id),
    queryFn: ({ signal }) =>
      api.get(
        `/api/verification/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        ZVerificationResponse,
        { signal },
      ),
    enabled: isVerificationKind(kind),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
