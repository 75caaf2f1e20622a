import type { TMeResponse } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useMe() {
  return useQuery<TMeResponse | null>({
    queryKey: queryKeys.me,
    // Loaded on demand so the API client and zod stay out of the landing page's first load;
    // the request starts right after the first render.
    queryFn: async ({ signal }) => (await import('./fetch-me')).fetchMe(signal),
    // The session changes only through login/logout (which set this query) or expiry
    // (caught by any 401, see query-client.ts), so there is no need to poll it.
    staleTime: 5 * 60_000,
  });
}
