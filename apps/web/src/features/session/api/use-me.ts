import { type TSessionUser, ZMeResponse } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/me. Signed out is an answer, not a failure: a 401 resolves to null. */
export async function fetchMe(signal?: AbortSignal): Promise<TSessionUser | null> {
  try {
    const { user } = await api.get('/api/me', ZMeResponse, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    // The session changes only through login/logout (which set this query) or expiry
    // (caught by any 401, see query-client.ts), so there is no need to poll it.
    staleTime: 5 * 60_000,
  });
}
