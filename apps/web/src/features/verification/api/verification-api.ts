import { isVerificationKind, verificationEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/verification/:kind/:id. A 404 ('This Badge not found') is an answer, not a failure to
 * retry; an unknown kind is not asked for at all.
 */
export function useVerification(kind: string, id: string) {
  return useQuery({
    queryKey: queryKeys.verification.detail(kind, id),
    queryFn: ({ signal }) =>
      callApi(verificationEndpoints.read, { params: { kind, id } }, { signal }),
    enabled: isVerificationKind(kind),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
